from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_lose_cards_action_type import check_gloomhaven_lose_cards_action_type
from ..models.gloomhaven_lose_cards_action_type import GloomhavenLoseCardsActionType
from typing import cast






T = TypeVar("T", bound="GloomhavenLoseCardsAction")



@_attrs_define
class GloomhavenLoseCardsAction:
    """ lose these cards of your hand or discard pile

        Attributes:
            cards (list[int]):
            character (int): index of the character in state.characters
            player (int): the acting seat
            type_ (GloomhavenLoseCardsActionType):
     """

    cards: list[int]
    character: int
    player: int
    type_: GloomhavenLoseCardsActionType





    def to_dict(self) -> dict[str, Any]:
        cards = self.cards



        character = self.character

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "character": character,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[int], d.pop("cards"))


        character = d.pop("character")

        player = d.pop("player")

        type_ = check_gloomhaven_lose_cards_action_type(d.pop("type"))




        gloomhaven_lose_cards_action = cls(
            cards=cards,
            character=character,
            player=player,
            type_=type_,
        )

        return gloomhaven_lose_cards_action

