from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_recruit_action_type import check_founders_of_gloomhaven_recruit_action_type
from ..models.founders_of_gloomhaven_recruit_action_type import FoundersOfGloomhavenRecruitActionType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenRecruitAction")



@_attrs_define
class FoundersOfGloomhavenRecruitAction:
    """ recruit the adviser in a slot (L310–316)

        Attributes:
            player (int): the acting seat
            slot (int):
            type_ (FoundersOfGloomhavenRecruitActionType):
     """

    player: int
    slot: int
    type_: FoundersOfGloomhavenRecruitActionType





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        slot = self.slot

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "slot": slot,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        slot = d.pop("slot")

        type_ = check_founders_of_gloomhaven_recruit_action_type(d.pop("type"))




        founders_of_gloomhaven_recruit_action = cls(
            player=player,
            slot=slot,
            type_=type_,
        )

        return founders_of_gloomhaven_recruit_action

