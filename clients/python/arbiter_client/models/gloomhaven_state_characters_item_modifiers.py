from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenStateCharactersItemModifiers")



@_attrs_define
class GloomhavenStateCharactersItemModifiers:
    """ 
        Attributes:
            discard (list[str]):
            draw (list[str]):
            reshuffle (bool | Unset):
     """

    discard: list[str]
    draw: list[str]
    reshuffle: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        discard = self.discard



        draw = self.draw



        reshuffle = self.reshuffle


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "discard": discard,
            "draw": draw,
        })
        if reshuffle is not UNSET:
            field_dict["reshuffle"] = reshuffle

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        discard = cast(list[str], d.pop("discard"))


        draw = cast(list[str], d.pop("draw"))


        reshuffle = d.pop("reshuffle", UNSET)

        gloomhaven_state_characters_item_modifiers = cls(
            discard=discard,
            draw=draw,
            reshuffle=reshuffle,
        )

        return gloomhaven_state_characters_item_modifiers

