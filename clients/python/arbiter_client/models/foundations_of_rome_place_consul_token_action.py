from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_place_consul_token_action_type import check_foundations_of_rome_place_consul_token_action_type
from ..models.foundations_of_rome_place_consul_token_action_type import FoundationsOfRomePlaceConsulTokenActionType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomePlaceConsulTokenAction")



@_attrs_define
class FoundationsOfRomePlaceConsulTokenAction:
    """ Will of the Consul: the controlling player chooses where the Consul's drawn token goes

        Attributes:
            lots (list[str]):
            player (int): the acting seat
            type_ (FoundationsOfRomePlaceConsulTokenActionType):
     """

    lots: list[str]
    player: int
    type_: FoundationsOfRomePlaceConsulTokenActionType





    def to_dict(self) -> dict[str, Any]:
        lots = self.lots



        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "lots": lots,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        lots = cast(list[str], d.pop("lots"))


        player = d.pop("player")

        type_ = check_foundations_of_rome_place_consul_token_action_type(d.pop("type"))




        foundations_of_rome_place_consul_token_action = cls(
            lots=lots,
            player=player,
            type_=type_,
        )

        return foundations_of_rome_place_consul_token_action

