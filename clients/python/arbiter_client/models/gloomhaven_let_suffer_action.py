from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_let_suffer_action_type import check_gloomhaven_let_suffer_action_type
from ..models.gloomhaven_let_suffer_action_type import GloomhavenLetSufferActionType
from typing import cast






T = TypeVar("T", bound="GloomhavenLetSufferAction")



@_attrs_define
class GloomhavenLetSufferAction:
    """ no card is lost: the scenario's figure suffers the damage

        Attributes:
            player (int): the acting seat
            type_ (GloomhavenLetSufferActionType):
     """

    player: int
    type_: GloomhavenLetSufferActionType





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        type_ = check_gloomhaven_let_suffer_action_type(d.pop("type"))




        gloomhaven_let_suffer_action = cls(
            player=player,
            type_=type_,
        )

        return gloomhaven_let_suffer_action

