from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeDraftView")



@_attrs_define
class FoundationsOfRomeDraftView:
    """ the draft as the viewer sees it: own hand and choice, who has chosen

        Attributes:
            chosen (list[bool]):
            hand (list[str] | None):
            hand_sizes (list[int]):
            own_choice (None | str): a lot, column A–J and row 1–10
     """

    chosen: list[bool]
    hand: list[str] | None
    hand_sizes: list[int]
    own_choice: None | str





    def to_dict(self) -> dict[str, Any]:
        chosen = self.chosen



        hand: list[str] | None
        if isinstance(self.hand, list):
            hand = self.hand


        else:
            hand = self.hand

        hand_sizes = self.hand_sizes



        own_choice: None | str
        own_choice = self.own_choice


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "chosen": chosen,
            "hand": hand,
            "hand_sizes": hand_sizes,
            "own_choice": own_choice,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        chosen = cast(list[bool], d.pop("chosen"))


        def _parse_hand(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = cast(list[str], data)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        hand = _parse_hand(d.pop("hand"))


        hand_sizes = cast(list[int], d.pop("hand_sizes"))


        def _parse_own_choice(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        own_choice = _parse_own_choice(d.pop("own_choice"))


        foundations_of_rome_draft_view = cls(
            chosen=chosen,
            hand=hand,
            hand_sizes=hand_sizes,
            own_choice=own_choice,
        )

        return foundations_of_rome_draft_view

