from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="FoundationsOfRomePlayer")



@_attrs_define
class FoundationsOfRomePlayer:
    """ 
        Attributes:
            deeds (list[str]):
            silver (int):
            vp (int):
     """

    deeds: list[str]
    silver: int
    vp: int





    def to_dict(self) -> dict[str, Any]:
        deeds = self.deeds



        silver = self.silver

        vp = self.vp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deeds": deeds,
            "silver": silver,
            "vp": vp,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deeds = cast(list[str], d.pop("deeds"))


        silver = d.pop("silver")

        vp = d.pop("vp")

        foundations_of_rome_player = cls(
            deeds=deeds,
            silver=silver,
            vp=vp,
        )

        return foundations_of_rome_player

