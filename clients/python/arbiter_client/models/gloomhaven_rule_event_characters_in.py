from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_event_characters_in_type import check_gloomhaven_rule_event_characters_in_type
from ..models.gloomhaven_rule_event_characters_in_type import GloomhavenRuleEventCharactersInType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleEventCharactersIn")



@_attrs_define
class GloomhavenRuleEventCharactersIn:
    """ a character still playing stands in each group of rooms (presence.py)

        Attributes:
            rooms (list[list[int]]):
            type_ (GloomhavenRuleEventCharactersInType):
     """

    rooms: list[list[int]]
    type_: GloomhavenRuleEventCharactersInType





    def to_dict(self) -> dict[str, Any]:
        rooms = []
        for rooms_item_data in self.rooms:
            rooms_item = rooms_item_data


            rooms.append(rooms_item)



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "rooms": rooms,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rooms = []
        _rooms = d.pop("rooms")
        for rooms_item_data in (_rooms):
            rooms_item = cast(list[int], rooms_item_data)

            rooms.append(rooms_item)


        type_ = check_gloomhaven_rule_event_characters_in_type(d.pop("type"))




        gloomhaven_rule_event_characters_in = cls(
            rooms=rooms,
            type_=type_,
        )

        return gloomhaven_rule_event_characters_in

