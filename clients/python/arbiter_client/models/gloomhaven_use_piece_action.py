from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_use_piece_action_type import check_gloomhaven_use_piece_action_type
from ..models.gloomhaven_use_piece_action_type import GloomhavenUsePieceActionType
from typing import cast






T = TypeVar("T", bound="GloomhavenUsePieceAction")



@_attrs_define
class GloomhavenUsePieceAction:
    """ as its turn ends beside the piece's hexes, the character discards the piece for its effect (#81)

        Attributes:
            character (int): index of the character in state.characters
            piece (str):
            player (int): the acting seat
            type_ (GloomhavenUsePieceActionType):
     """

    character: int
    piece: str
    player: int
    type_: GloomhavenUsePieceActionType





    def to_dict(self) -> dict[str, Any]:
        character = self.character

        piece = self.piece

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character": character,
            "piece": piece,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = d.pop("character")

        piece = d.pop("piece")

        player = d.pop("player")

        type_ = check_gloomhaven_use_piece_action_type(d.pop("type"))




        gloomhaven_use_piece_action = cls(
            character=character,
            piece=piece,
            player=player,
            type_=type_,
        )

        return gloomhaven_use_piece_action

