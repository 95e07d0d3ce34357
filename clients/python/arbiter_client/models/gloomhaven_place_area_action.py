from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_place_area_action_type import check_gloomhaven_place_area_action_type
from ..models.gloomhaven_place_area_action_type import GloomhavenPlaceAreaActionType
from typing import cast






T = TypeVar("T", bound="GloomhavenPlaceAreaAction")



@_attrs_define
class GloomhavenPlaceAreaAction:
    """ place the area attack's pattern on these hexes (a rotation or mirror image, within range)

        Attributes:
            character (int): index of the character in state.characters
            hexes (list[list[int]]):
            player (int): the acting seat
            type_ (GloomhavenPlaceAreaActionType):
     """

    character: int
    hexes: list[list[int]]
    player: int
    type_: GloomhavenPlaceAreaActionType





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

        type_ = check_gloomhaven_place_area_action_type(d.pop("type"))




        gloomhaven_place_area_action = cls(
            character=character,
            hexes=hexes,
            player=player,
            type_=type_,
        )

        return gloomhaven_place_area_action

