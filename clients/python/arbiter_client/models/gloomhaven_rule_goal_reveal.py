from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_goal_reveal_room_type_1 import check_gloomhaven_rule_goal_reveal_room_type_1
from ..models.gloomhaven_rule_goal_reveal_room_type_1 import GloomhavenRuleGoalRevealRoomType1
from ..models.gloomhaven_rule_goal_reveal_type import check_gloomhaven_rule_goal_reveal_type
from ..models.gloomhaven_rule_goal_reveal_type import GloomhavenRuleGoalRevealType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleGoalReveal")



@_attrs_define
class GloomhavenRuleGoalReveal:
    """ 
        Attributes:
            room (GloomhavenRuleGoalRevealRoomType1 | int):
            type_ (GloomhavenRuleGoalRevealType):
     """

    room: GloomhavenRuleGoalRevealRoomType1 | int
    type_: GloomhavenRuleGoalRevealType





    def to_dict(self) -> dict[str, Any]:
        room: int | str
        if isinstance(self.room, str):
            room = self.room
        else:
            room = self.room

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "room": room,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_room(data: object) -> GloomhavenRuleGoalRevealRoomType1 | int:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                room_type_1 = check_gloomhaven_rule_goal_reveal_room_type_1(data)



                return room_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GloomhavenRuleGoalRevealRoomType1 | int, data)

        room = _parse_room(d.pop("room"))


        type_ = check_gloomhaven_rule_goal_reveal_type(d.pop("type"))




        gloomhaven_rule_goal_reveal = cls(
            room=room,
            type_=type_,
        )

        return gloomhaven_rule_goal_reveal

