from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_loot_beside_action_type import check_gloomhaven_loot_beside_action_type
from ..models.gloomhaven_loot_beside_action_type import GloomhavenLootBesideActionType
from typing import cast






T = TypeVar("T", bound="GloomhavenLootBesideAction")



@_attrs_define
class GloomhavenLootBesideAction:
    """ a treasure tile beside the character looted by giving up the bottom action of a card (discarded)

        Attributes:
            card (int):
            character (int): index of the character in state.characters
            hex_ (list[int]):
            player (int): the acting seat
            type_ (GloomhavenLootBesideActionType):
     """

    card: int
    character: int
    hex_: list[int]
    player: int
    type_: GloomhavenLootBesideActionType





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        character = self.character

        hex_ = self.hex_



        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "character": character,
            "hex": hex_,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        character = d.pop("character")

        hex_ = cast(list[int], d.pop("hex"))


        player = d.pop("player")

        type_ = check_gloomhaven_loot_beside_action_type(d.pop("type"))




        gloomhaven_loot_beside_action = cls(
            card=card,
            character=character,
            hex_=hex_,
            player=player,
            type_=type_,
        )

        return gloomhaven_loot_beside_action

