from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_keep_pieces_action_type import check_gloomhaven_keep_pieces_action_type
from ..models.gloomhaven_keep_pieces_action_type import GloomhavenKeepPiecesActionType
from typing import cast






T = TypeVar("T", bound="GloomhavenKeepPiecesAction")



@_attrs_define
class GloomhavenKeepPiecesAction:
    """ the character keeps its scenario pieces as its turn ends

        Attributes:
            character (int): index of the character in state.characters
            player (int): the acting seat
            type_ (GloomhavenKeepPiecesActionType):
     """

    character: int
    player: int
    type_: GloomhavenKeepPiecesActionType





    def to_dict(self) -> dict[str, Any]:
        character = self.character

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character": character,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = d.pop("character")

        player = d.pop("player")

        type_ = check_gloomhaven_keep_pieces_action_type(d.pop("type"))




        gloomhaven_keep_pieces_action = cls(
            character=character,
            player=player,
            type_=type_,
        )

        return gloomhaven_keep_pieces_action

