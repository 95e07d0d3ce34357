from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_keep_view_family import check_foundations_of_rome_keep_view_family
from ..models.foundations_of_rome_keep_view_family import FoundationsOfRomeKeepViewFamily
from ..models.foundations_of_rome_keep_view_hand_type_0_item import check_foundations_of_rome_keep_view_hand_type_0_item
from ..models.foundations_of_rome_keep_view_hand_type_0_item import FoundationsOfRomeKeepViewHandType0Item
from ..models.foundations_of_rome_keep_view_own_choice_type_1 import check_foundations_of_rome_keep_view_own_choice_type_1
from ..models.foundations_of_rome_keep_view_own_choice_type_1 import FoundationsOfRomeKeepViewOwnChoiceType1
from ..models.foundations_of_rome_keep_view_own_choice_type_2_type_1 import check_foundations_of_rome_keep_view_own_choice_type_2_type_1
from ..models.foundations_of_rome_keep_view_own_choice_type_2_type_1 import FoundationsOfRomeKeepViewOwnChoiceType2Type1
from ..models.foundations_of_rome_keep_view_own_choice_type_3_type_1 import check_foundations_of_rome_keep_view_own_choice_type_3_type_1
from ..models.foundations_of_rome_keep_view_own_choice_type_3_type_1 import FoundationsOfRomeKeepViewOwnChoiceType3Type1
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeKeepView")



@_attrs_define
class FoundationsOfRomeKeepView:
    """ keeping one of two cards as the viewer sees it: own cards and choice, who has chosen

        Attributes:
            chosen (list[bool]):
            family (FoundationsOfRomeKeepViewFamily):
            hand (list[FoundationsOfRomeKeepViewHandType0Item] | None):
            own_choice (FoundationsOfRomeKeepViewOwnChoiceType1 | FoundationsOfRomeKeepViewOwnChoiceType2Type1 |
                FoundationsOfRomeKeepViewOwnChoiceType3Type1 | None):
     """

    chosen: list[bool]
    family: FoundationsOfRomeKeepViewFamily
    hand: list[FoundationsOfRomeKeepViewHandType0Item] | None
    own_choice: FoundationsOfRomeKeepViewOwnChoiceType1 | FoundationsOfRomeKeepViewOwnChoiceType2Type1 | FoundationsOfRomeKeepViewOwnChoiceType3Type1 | None





    def to_dict(self) -> dict[str, Any]:
        chosen = self.chosen



        family: str = self.family

        hand: list[str] | None
        if isinstance(self.hand, list):
            hand = []
            for hand_type_0_item_data in self.hand:
                hand_type_0_item: str = hand_type_0_item_data
                hand.append(hand_type_0_item)


        else:
            hand = self.hand

        own_choice: None | str
        if isinstance(self.own_choice, str):
            own_choice = self.own_choice
        elif isinstance(self.own_choice, str):
            own_choice = self.own_choice
        elif isinstance(self.own_choice, str):
            own_choice = self.own_choice
        else:
            own_choice = self.own_choice


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "chosen": chosen,
            "family": family,
            "hand": hand,
            "own_choice": own_choice,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        chosen = cast(list[bool], d.pop("chosen"))


        family = check_foundations_of_rome_keep_view_family(d.pop("family"))




        def _parse_hand(data: object) -> list[FoundationsOfRomeKeepViewHandType0Item] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = []
                _hand_type_0 = data
                for hand_type_0_item_data in (_hand_type_0):
                    hand_type_0_item = check_foundations_of_rome_keep_view_hand_type_0_item(hand_type_0_item_data)



                    hand_type_0.append(hand_type_0_item)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[FoundationsOfRomeKeepViewHandType0Item] | None, data)

        hand = _parse_hand(d.pop("hand"))


        def _parse_own_choice(data: object) -> FoundationsOfRomeKeepViewOwnChoiceType1 | FoundationsOfRomeKeepViewOwnChoiceType2Type1 | FoundationsOfRomeKeepViewOwnChoiceType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                own_choice_type_1 = check_foundations_of_rome_keep_view_own_choice_type_1(data)



                return own_choice_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                own_choice_type_2_type_1 = check_foundations_of_rome_keep_view_own_choice_type_2_type_1(data)



                return own_choice_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                own_choice_type_3_type_1 = check_foundations_of_rome_keep_view_own_choice_type_3_type_1(data)



                return own_choice_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FoundationsOfRomeKeepViewOwnChoiceType1 | FoundationsOfRomeKeepViewOwnChoiceType2Type1 | FoundationsOfRomeKeepViewOwnChoiceType3Type1 | None, data)

        own_choice = _parse_own_choice(d.pop("own_choice"))


        foundations_of_rome_keep_view = cls(
            chosen=chosen,
            family=family,
            hand=hand,
            own_choice=own_choice,
        )

        return foundations_of_rome_keep_view

