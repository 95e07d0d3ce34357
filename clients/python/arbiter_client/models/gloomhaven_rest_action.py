from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rest_action_type import check_gloomhaven_rest_action_type
from ..models.gloomhaven_rest_action_type import GloomhavenRestActionType
from typing import cast






T = TypeVar("T", bound="GloomhavenRestAction")



@_attrs_define
class GloomhavenRestAction:
    """ long rest: lose one discarded card, take the others back, heal 2 or not

        Attributes:
            card (int | None):
            character (int): index of the character in state.characters
            heal (bool):
            player (int): the acting seat
            type_ (GloomhavenRestActionType):
     """

    card: int | None
    character: int
    heal: bool
    player: int
    type_: GloomhavenRestActionType





    def to_dict(self) -> dict[str, Any]:
        card: int | None
        card = self.card

        character = self.character

        heal = self.heal

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "character": character,
            "heal": heal,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_card(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        card = _parse_card(d.pop("card"))


        character = d.pop("character")

        heal = d.pop("heal")

        player = d.pop("player")

        type_ = check_gloomhaven_rest_action_type(d.pop("type"))




        gloomhaven_rest_action = cls(
            card=card,
            character=character,
            heal=heal,
            player=player,
            type_=type_,
        )

        return gloomhaven_rest_action

