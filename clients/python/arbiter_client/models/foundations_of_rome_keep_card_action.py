from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_keep_card_action_card import check_foundations_of_rome_keep_card_action_card
from ..models.foundations_of_rome_keep_card_action_card import FoundationsOfRomeKeepCardActionCard
from ..models.foundations_of_rome_keep_card_action_type import check_foundations_of_rome_keep_card_action_type
from ..models.foundations_of_rome_keep_card_action_type import FoundationsOfRomeKeepCardActionType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeKeepCardAction")



@_attrs_define
class FoundationsOfRomeKeepCardAction:
    """ Player Roles / Hidden Objectives: keep one of your two cards, secretly

        Attributes:
            card (FoundationsOfRomeKeepCardActionCard):
            player (int): the acting seat
            type_ (FoundationsOfRomeKeepCardActionType):
     """

    card: FoundationsOfRomeKeepCardActionCard
    player: int
    type_: FoundationsOfRomeKeepCardActionType





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
        card = check_foundations_of_rome_keep_card_action_card(d.pop("card"))




        player = d.pop("player")

        type_ = check_foundations_of_rome_keep_card_action_type(d.pop("type"))




        foundations_of_rome_keep_card_action = cls(
            card=card,
            player=player,
            type_=type_,
        )

        return foundations_of_rome_keep_card_action

