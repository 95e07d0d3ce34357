from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_event_no_monster_in_room_type import check_gloomhaven_rule_event_no_monster_in_room_type
from ..models.gloomhaven_rule_event_no_monster_in_room_type import GloomhavenRuleEventNoMonsterInRoomType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleEventNoMonsterInRoom")



@_attrs_define
class GloomhavenRuleEventNoMonsterInRoom:
    """ no monster of the type stands in the room (after_reveal: once the room is revealed)

        Attributes:
            monster (str):
            room (int):
            type_ (GloomhavenRuleEventNoMonsterInRoomType):
            after_reveal (bool | Unset):
     """

    monster: str
    room: int
    type_: GloomhavenRuleEventNoMonsterInRoomType
    after_reveal: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        monster = self.monster

        room = self.room

        type_: str = self.type_

        after_reveal = self.after_reveal


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "monster": monster,
            "room": room,
            "type": type_,
        })
        if after_reveal is not UNSET:
            field_dict["after_reveal"] = after_reveal

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        monster = d.pop("monster")

        room = d.pop("room")

        type_ = check_gloomhaven_rule_event_no_monster_in_room_type(d.pop("type"))




        after_reveal = d.pop("after_reveal", UNSET)

        gloomhaven_rule_event_no_monster_in_room = cls(
            monster=monster,
            room=room,
            type_=type_,
            after_reveal=after_reveal,
        )

        return gloomhaven_rule_event_no_monster_in_room

