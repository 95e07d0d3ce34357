from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="GloomhavenMonsterTurnInProgressStruckItem")



@_attrs_define
class GloomhavenMonsterTurnInProgressStruckItem:
    """ 
        Attributes:
            hex_ (list[int]):
            hp (int):
     """

    hex_: list[int]
    hp: int





    def to_dict(self) -> dict[str, Any]:
        hex_ = self.hex_



        hp = self.hp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hex": hex_,
            "hp": hp,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hex_ = cast(list[int], d.pop("hex"))


        hp = d.pop("hp")

        gloomhaven_monster_turn_in_progress_struck_item = cls(
            hex_=hex_,
            hp=hp,
        )

        return gloomhaven_monster_turn_in_progress_struck_item

