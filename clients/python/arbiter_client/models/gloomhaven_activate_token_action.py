from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_activate_token_action_type import check_gloomhaven_activate_token_action_type
from ..models.gloomhaven_activate_token_action_type import GloomhavenActivateTokenActionType
from typing import cast






T = TypeVar("T", bound="GloomhavenActivateTokenAction")



@_attrs_define
class GloomhavenActivateTokenAction:
    """ a scenario's token beside the character activated by giving up the bottom action of a card (discarded)

        Attributes:
            card (int):
            character (int): index of the character in state.characters
            player (int): the acting seat
            token (str):
            type_ (GloomhavenActivateTokenActionType):
     """

    card: int
    character: int
    player: int
    token: str
    type_: GloomhavenActivateTokenActionType





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        character = self.character

        player = self.player

        token = self.token

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "character": character,
            "player": player,
            "token": token,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        character = d.pop("character")

        player = d.pop("player")

        token = d.pop("token")

        type_ = check_gloomhaven_activate_token_action_type(d.pop("type"))




        gloomhaven_activate_token_action = cls(
            card=card,
            character=character,
            player=player,
            token=token,
            type_=type_,
        )

        return gloomhaven_activate_token_action

