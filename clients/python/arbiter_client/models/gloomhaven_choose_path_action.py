from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_choose_path_action_type import check_gloomhaven_choose_path_action_type
from ..models.gloomhaven_choose_path_action_type import GloomhavenChoosePathActionType
from typing import cast






T = TypeVar("T", bound="GloomhavenChoosePathAction")



@_attrs_define
class GloomhavenChoosePathAction:
    """ attack along this path to the primary target (its hexes from the attacker's neighbour on)

        Attributes:
            character (int): index of the character in state.characters
            hexes (list[list[int]]):
            player (int): the acting seat
            type_ (GloomhavenChoosePathActionType):
     """

    character: int
    hexes: list[list[int]]
    player: int
    type_: GloomhavenChoosePathActionType





    def to_dict(self) -> dict[str, Any]:
        character = self.character

        hexes = []
        for hexes_item_data in self.hexes:
            hexes_item = hexes_item_data


            hexes.append(hexes_item)



        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character": character,
            "hexes": hexes,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = d.pop("character")

        hexes = []
        _hexes = d.pop("hexes")
        for hexes_item_data in (_hexes):
            hexes_item = cast(list[int], hexes_item_data)

            hexes.append(hexes_item)


        player = d.pop("player")

        type_ = check_gloomhaven_choose_path_action_type(d.pop("type"))




        gloomhaven_choose_path_action = cls(
            character=character,
            hexes=hexes,
            player=player,
            type_=type_,
        )

        return gloomhaven_choose_path_action

