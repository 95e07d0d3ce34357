from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_options_characters_item_class import check_gloomhaven_options_characters_item_class
from ..models.gloomhaven_options_characters_item_class import GloomhavenOptionsCharactersItemClass
from typing import cast






T = TypeVar("T", bound="GloomhavenOptionsCharactersItem")



@_attrs_define
class GloomhavenOptionsCharactersItem:
    """ 
        Attributes:
            class_ (GloomhavenOptionsCharactersItemClass):
            level (int): level 1 (higher levels need the full card pool)
            seat (int):
     """

    class_: GloomhavenOptionsCharactersItemClass
    level: int
    seat: int





    def to_dict(self) -> dict[str, Any]:
        class_: str = self.class_

        level = self.level

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "class": class_,
            "level": level,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        class_ = check_gloomhaven_options_characters_item_class(d.pop("class"))




        level = d.pop("level")

        seat = d.pop("seat")

        gloomhaven_options_characters_item = cls(
            class_=class_,
            level=level,
            seat=seat,
        )

        return gloomhaven_options_characters_item

