from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_play_card_action_card import check_founders_of_gloomhaven_play_card_action_card
from ..models.founders_of_gloomhaven_play_card_action_card import FoundersOfGloomhavenPlayCardActionCard
from ..models.founders_of_gloomhaven_play_card_action_type import check_founders_of_gloomhaven_play_card_action_type
from ..models.founders_of_gloomhaven_play_card_action_type import FoundersOfGloomhavenPlayCardActionType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenPlayCardAction")



@_attrs_define
class FoundersOfGloomhavenPlayCardAction:
    """ call to work: play a card face up and take its main action (L296–300)

        Attributes:
            card (FoundersOfGloomhavenPlayCardActionCard):
            player (int): the acting seat
            type_ (FoundersOfGloomhavenPlayCardActionType):
     """

    card: FoundersOfGloomhavenPlayCardActionCard
    player: int
    type_: FoundersOfGloomhavenPlayCardActionType





    def to_dict(self) -> dict[str, Any]:
        card: str = self.card

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = check_founders_of_gloomhaven_play_card_action_card(d.pop("card"))




        player = d.pop("player")

        type_ = check_founders_of_gloomhaven_play_card_action_type(d.pop("type"))




        founders_of_gloomhaven_play_card_action = cls(
            card=card,
            player=player,
            type_=type_,
        )

        return founders_of_gloomhaven_play_card_action

