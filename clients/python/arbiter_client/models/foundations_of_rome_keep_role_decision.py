from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_keep_role_decision_choices_item_type_1 import check_foundations_of_rome_keep_role_decision_choices_item_type_1
from ..models.foundations_of_rome_keep_role_decision_choices_item_type_1 import FoundationsOfRomeKeepRoleDecisionChoicesItemType1
from ..models.foundations_of_rome_keep_role_decision_choices_item_type_2_type_1 import check_foundations_of_rome_keep_role_decision_choices_item_type_2_type_1
from ..models.foundations_of_rome_keep_role_decision_choices_item_type_2_type_1 import FoundationsOfRomeKeepRoleDecisionChoicesItemType2Type1
from ..models.foundations_of_rome_keep_role_decision_choices_item_type_3_type_1 import check_foundations_of_rome_keep_role_decision_choices_item_type_3_type_1
from ..models.foundations_of_rome_keep_role_decision_choices_item_type_3_type_1 import FoundationsOfRomeKeepRoleDecisionChoicesItemType3Type1
from ..models.foundations_of_rome_keep_role_decision_hands_item_item import check_foundations_of_rome_keep_role_decision_hands_item_item
from ..models.foundations_of_rome_keep_role_decision_hands_item_item import FoundationsOfRomeKeepRoleDecisionHandsItemItem
from ..models.foundations_of_rome_keep_role_decision_kind import check_foundations_of_rome_keep_role_decision_kind
from ..models.foundations_of_rome_keep_role_decision_kind import FoundationsOfRomeKeepRoleDecisionKind
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeKeepRoleDecision")



@_attrs_define
class FoundationsOfRomeKeepRoleDecision:
    """ Player Roles: each seat's two cards and secret choice (null: not chosen)

        Attributes:
            choices (list[FoundationsOfRomeKeepRoleDecisionChoicesItemType1 |
                FoundationsOfRomeKeepRoleDecisionChoicesItemType2Type1 | FoundationsOfRomeKeepRoleDecisionChoicesItemType3Type1
                | None]):
            hands (list[list[FoundationsOfRomeKeepRoleDecisionHandsItemItem]]):
            kind (FoundationsOfRomeKeepRoleDecisionKind):
     """

    choices: list[FoundationsOfRomeKeepRoleDecisionChoicesItemType1 | FoundationsOfRomeKeepRoleDecisionChoicesItemType2Type1 | FoundationsOfRomeKeepRoleDecisionChoicesItemType3Type1 | None]
    hands: list[list[FoundationsOfRomeKeepRoleDecisionHandsItemItem]]
    kind: FoundationsOfRomeKeepRoleDecisionKind





    def to_dict(self) -> dict[str, Any]:
        choices = []
        for choices_item_data in self.choices:
            choices_item: None | str
            if isinstance(choices_item_data, str):
                choices_item = choices_item_data
            elif isinstance(choices_item_data, str):
                choices_item = choices_item_data
            elif isinstance(choices_item_data, str):
                choices_item = choices_item_data
            else:
                choices_item = choices_item_data
            choices.append(choices_item)



        hands = []
        for hands_item_data in self.hands:
            hands_item = []
            for hands_item_item_data in hands_item_data:
                hands_item_item: str = hands_item_item_data
                hands_item.append(hands_item_item)


            hands.append(hands_item)



        kind: str = self.kind


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "choices": choices,
            "hands": hands,
            "kind": kind,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        choices = []
        _choices = d.pop("choices")
        for choices_item_data in (_choices):
            def _parse_choices_item(data: object) -> FoundationsOfRomeKeepRoleDecisionChoicesItemType1 | FoundationsOfRomeKeepRoleDecisionChoicesItemType2Type1 | FoundationsOfRomeKeepRoleDecisionChoicesItemType3Type1 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    choices_item_type_1 = check_foundations_of_rome_keep_role_decision_choices_item_type_1(data)



                    return choices_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    choices_item_type_2_type_1 = check_foundations_of_rome_keep_role_decision_choices_item_type_2_type_1(data)



                    return choices_item_type_2_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    choices_item_type_3_type_1 = check_foundations_of_rome_keep_role_decision_choices_item_type_3_type_1(data)



                    return choices_item_type_3_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(FoundationsOfRomeKeepRoleDecisionChoicesItemType1 | FoundationsOfRomeKeepRoleDecisionChoicesItemType2Type1 | FoundationsOfRomeKeepRoleDecisionChoicesItemType3Type1 | None, data)

            choices_item = _parse_choices_item(choices_item_data)

            choices.append(choices_item)


        hands = []
        _hands = d.pop("hands")
        for hands_item_data in (_hands):
            hands_item = []
            _hands_item = hands_item_data
            for hands_item_item_data in (_hands_item):
                hands_item_item = check_foundations_of_rome_keep_role_decision_hands_item_item(hands_item_item_data)



                hands_item.append(hands_item_item)

            hands.append(hands_item)


        kind = check_foundations_of_rome_keep_role_decision_kind(d.pop("kind"))




        foundations_of_rome_keep_role_decision = cls(
            choices=choices,
            hands=hands,
            kind=kind,
        )

        return foundations_of_rome_keep_role_decision

