from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_play_face_down_action_card import check_founders_of_gloomhaven_play_face_down_action_card
from ..models.founders_of_gloomhaven_play_face_down_action_card import FoundersOfGloomhavenPlayFaceDownActionCard
from ..models.founders_of_gloomhaven_play_face_down_action_type import check_founders_of_gloomhaven_play_face_down_action_type
from ..models.founders_of_gloomhaven_play_face_down_action_type import FoundersOfGloomhavenPlayFaceDownActionType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenPlayFaceDownAction")



@_attrs_define
class FoundersOfGloomhavenPlayFaceDownAction:
    """ call to work: play a card face down and take a standard follow action (L297–299)

        Attributes:
            card (FoundersOfGloomhavenPlayFaceDownActionCard):
            player (int): the acting seat
            type_ (FoundersOfGloomhavenPlayFaceDownActionType):
     """

    card: FoundersOfGloomhavenPlayFaceDownActionCard
    player: int
    type_: FoundersOfGloomhavenPlayFaceDownActionType





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
        card = check_founders_of_gloomhaven_play_face_down_action_card(d.pop("card"))




        player = d.pop("player")

        type_ = check_founders_of_gloomhaven_play_face_down_action_type(d.pop("type"))




        founders_of_gloomhaven_play_face_down_action = cls(
            card=card,
            player=player,
            type_=type_,
        )

        return founders_of_gloomhaven_play_face_down_action

