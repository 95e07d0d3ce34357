from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_protect_with_card_action_type import check_gloomhaven_protect_with_card_action_type
from ..models.gloomhaven_protect_with_card_action_type import GloomhavenProtectWithCardActionType
from typing import cast






T = TypeVar("T", bound="GloomhavenProtectWithCardAction")



@_attrs_define
class GloomhavenProtectWithCardAction:
    """ a character loses a card of its hand so that the scenario's figure suffers no damage (#84)

        Attributes:
            card (int):
            character (int): index of the character in state.characters
            player (int): the acting seat
            type_ (GloomhavenProtectWithCardActionType):
     """

    card: int
    character: int
    player: int
    type_: GloomhavenProtectWithCardActionType





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        character = self.character

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "character": character,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        character = d.pop("character")

        player = d.pop("player")

        type_ = check_gloomhaven_protect_with_card_action_type(d.pop("type"))




        gloomhaven_protect_with_card_action = cls(
            card=card,
            character=character,
            player=player,
            type_=type_,
        )

        return gloomhaven_protect_with_card_action

