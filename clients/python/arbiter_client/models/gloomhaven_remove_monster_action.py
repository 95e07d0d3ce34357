from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_remove_monster_action_type import check_gloomhaven_remove_monster_action_type
from ..models.gloomhaven_remove_monster_action_type import GloomhavenRemoveMonsterActionType
from typing import cast






T = TypeVar("T", bound="GloomhavenRemoveMonsterAction")



@_attrs_define
class GloomhavenRemoveMonsterAction:
    """ the players may remove one monster of the type a scenario's rule names (or none: hex null)

        Attributes:
            hex_ (list[int] | None):
            player (int): the acting seat
            type_ (GloomhavenRemoveMonsterActionType):
     """

    hex_: list[int] | None
    player: int
    type_: GloomhavenRemoveMonsterActionType





    def to_dict(self) -> dict[str, Any]:
        hex_: list[int] | None
        if isinstance(self.hex_, list):
            hex_ = self.hex_


        else:
            hex_ = self.hex_

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hex": hex_,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_hex_(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hex_type_0 = cast(list[int], data)

                return hex_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        hex_ = _parse_hex_(d.pop("hex"))


        player = d.pop("player")

        type_ = check_gloomhaven_remove_monster_action_type(d.pop("type"))




        gloomhaven_remove_monster_action = cls(
            hex_=hex_,
            player=player,
            type_=type_,
        )

        return gloomhaven_remove_monster_action

