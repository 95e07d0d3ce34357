from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_standee_action_type import check_gloomhaven_standee_action_type
from ..models.gloomhaven_standee_action_type import GloomhavenStandeeActionType
from typing import cast






T = TypeVar("T", bound="GloomhavenStandeeAction")



@_attrs_define
class GloomhavenStandeeAction:
    """ the table: the standee number of a monster placed

        Attributes:
            outcome (int):
            player (int): the chance seat
            type_ (GloomhavenStandeeActionType):
     """

    outcome: int
    player: int
    type_: GloomhavenStandeeActionType





    def to_dict(self) -> dict[str, Any]:
        outcome = self.outcome

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "outcome": outcome,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        outcome = d.pop("outcome")

        player = d.pop("player")

        type_ = check_gloomhaven_standee_action_type(d.pop("type"))




        gloomhaven_standee_action = cls(
            outcome=outcome,
            player=player,
            type_=type_,
        )

        return gloomhaven_standee_action

