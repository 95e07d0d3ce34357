from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_follow_action_as import check_founders_of_gloomhaven_follow_action_as
from ..models.founders_of_gloomhaven_follow_action_as import FoundersOfGloomhavenFollowActionAs
from ..models.founders_of_gloomhaven_follow_action_type import check_founders_of_gloomhaven_follow_action_type
from ..models.founders_of_gloomhaven_follow_action_type import FoundersOfGloomhavenFollowActionType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenFollowAction")



@_attrs_define
class FoundersOfGloomhavenFollowAction:
    """ follow with the basic follow action of a type (L303–307, L324–327, L437–439)

        Attributes:
            as_ (FoundersOfGloomhavenFollowActionAs):
            player (int): the acting seat
            type_ (FoundersOfGloomhavenFollowActionType):
     """

    as_: FoundersOfGloomhavenFollowActionAs
    player: int
    type_: FoundersOfGloomhavenFollowActionType





    def to_dict(self) -> dict[str, Any]:
        as_: str = self.as_

        player = self.player

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "as": as_,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        as_ = check_founders_of_gloomhaven_follow_action_as(d.pop("as"))




        player = d.pop("player")

        type_ = check_founders_of_gloomhaven_follow_action_type(d.pop("type"))




        founders_of_gloomhaven_follow_action = cls(
            as_=as_,
            player=player,
            type_=type_,
        )

        return founders_of_gloomhaven_follow_action

