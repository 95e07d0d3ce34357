from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="GloomhavenComponentsClassesCragheart")



@_attrs_define
class GloomhavenComponentsClassesCragheart:
    """ 
        Attributes:
            hand_size (int):
            hp (list[int]): HP at levels 1, 2, ...
            name (str):
     """

    hand_size: int
    hp: list[int]
    name: str





    def to_dict(self) -> dict[str, Any]:
        hand_size = self.hand_size

        hp = self.hp



        name = self.name


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hand_size": hand_size,
            "hp": hp,
            "name": name,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hand_size = d.pop("hand_size")

        hp = cast(list[int], d.pop("hp"))


        name = d.pop("name")

        gloomhaven_components_classes_cragheart = cls(
            hand_size=hand_size,
            hp=hp,
            name=name,
        )

        return gloomhaven_components_classes_cragheart

