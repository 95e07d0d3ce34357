from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="GloomhavenPickType0")



@_attrs_define
class GloomhavenPickType0:
    """ 
        Attributes:
            hand (list[int]):
     """

    hand: list[int]





    def to_dict(self) -> dict[str, Any]:
        hand = self.hand




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hand": hand,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hand = cast(list[int], d.pop("hand"))


        gloomhaven_pick_type_0 = cls(
            hand=hand,
        )

        return gloomhaven_pick_type_0

