from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_spend_movement_action_type import check_gloomhaven_spend_movement_action_type
from ..models.gloomhaven_spend_movement_action_type import GloomhavenSpendMovementActionType
from typing import cast






T = TypeVar("T", bound="GloomhavenSpendMovementAction")



@_attrs_define
class GloomhavenSpendMovementAction:
    """ one point of the move spent on a scenario's token beside the character (dig up a grave)

        Attributes:
            character (int): index of the character in state.characters
            player (int): the acting seat
            token (str):
            type_ (GloomhavenSpendMovementActionType):
     """

    character: int
    player: int
    token: str
    type_: GloomhavenSpendMovementActionType





    def to_dict(self) -> dict[str, Any]:
        character = self.character

        player = self.player

        token = self.token

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character": character,
            "player": player,
            "token": token,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = d.pop("character")

        player = d.pop("player")

        token = d.pop("token")

        type_ = check_gloomhaven_spend_movement_action_type(d.pop("type"))




        gloomhaven_spend_movement_action = cls(
            character=character,
            player=player,
            token=token,
            type_=type_,
        )

        return gloomhaven_spend_movement_action

