from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_dedicate_action_influence import check_founders_of_gloomhaven_dedicate_action_influence
from ..models.founders_of_gloomhaven_dedicate_action_influence import FoundersOfGloomhavenDedicateActionInfluence
from ..models.founders_of_gloomhaven_dedicate_action_type import check_founders_of_gloomhaven_dedicate_action_type
from ..models.founders_of_gloomhaven_dedicate_action_type import FoundersOfGloomhavenDedicateActionType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenDedicateAction")



@_attrs_define
class FoundersOfGloomhavenDedicateAction:
    """ the secret vote, then: fleeting influence (+1 each), then lasting (+2 each) on top of 1 (L468–472)

        Attributes:
            amount (int):
            influence (FoundersOfGloomhavenDedicateActionInfluence):
            player (int): the acting seat
            type_ (FoundersOfGloomhavenDedicateActionType):
     """

    amount: int
    influence: FoundersOfGloomhavenDedicateActionInfluence
    player: int
    type_: FoundersOfGloomhavenDedicateActionType





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        influence: str = self.influence

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "influence": influence,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        influence = check_founders_of_gloomhaven_dedicate_action_influence(d.pop("influence"))




        player = d.pop("player")

        type_ = check_founders_of_gloomhaven_dedicate_action_type(d.pop("type"))




        founders_of_gloomhaven_dedicate_action = cls(
            amount=amount,
            influence=influence,
            player=player,
            type_=type_,
        )

        return founders_of_gloomhaven_dedicate_action

