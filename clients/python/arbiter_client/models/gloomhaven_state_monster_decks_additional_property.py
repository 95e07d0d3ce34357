from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="GloomhavenStateMonsterDecksAdditionalProperty")



@_attrs_define
class GloomhavenStateMonsterDecksAdditionalProperty:
    """ 
        Attributes:
            discard (list[int]):
            draw (list[int]):
            shown (int | None):
     """

    discard: list[int]
    draw: list[int]
    shown: int | None





    def to_dict(self) -> dict[str, Any]:
        discard = self.discard



        draw = self.draw



        shown: int | None
        shown = self.shown


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "discard": discard,
            "draw": draw,
            "shown": shown,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        discard = cast(list[int], d.pop("discard"))


        draw = cast(list[int], d.pop("draw"))


        def _parse_shown(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        shown = _parse_shown(d.pop("shown"))


        gloomhaven_state_monster_decks_additional_property = cls(
            discard=discard,
            draw=draw,
            shown=shown,
        )

        return gloomhaven_state_monster_decks_additional_property

