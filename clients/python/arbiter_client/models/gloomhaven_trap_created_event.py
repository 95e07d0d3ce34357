from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_trap_created_event_conditions_item import check_gloomhaven_trap_created_event_conditions_item
from ..models.gloomhaven_trap_created_event_conditions_item import GloomhavenTrapCreatedEventConditionsItem
from ..models.gloomhaven_trap_created_event_type import check_gloomhaven_trap_created_event_type
from ..models.gloomhaven_trap_created_event_type import GloomhavenTrapCreatedEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenTrapCreatedEvent")



@_attrs_define
class GloomhavenTrapCreatedEvent:
    """ 
        Attributes:
            conditions (list[GloomhavenTrapCreatedEventConditionsItem]):
            damage (int):
            hex_ (list[int]):
            type_ (GloomhavenTrapCreatedEventType):
     """

    conditions: list[GloomhavenTrapCreatedEventConditionsItem]
    damage: int
    hex_: list[int]
    type_: GloomhavenTrapCreatedEventType





    def to_dict(self) -> dict[str, Any]:
        conditions = []
        for conditions_item_data in self.conditions:
            conditions_item: str = conditions_item_data
            conditions.append(conditions_item)



        damage = self.damage

        hex_ = self.hex_



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "conditions": conditions,
            "damage": damage,
            "hex": hex_,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        conditions = []
        _conditions = d.pop("conditions")
        for conditions_item_data in (_conditions):
            conditions_item = check_gloomhaven_trap_created_event_conditions_item(conditions_item_data)



            conditions.append(conditions_item)


        damage = d.pop("damage")

        hex_ = cast(list[int], d.pop("hex"))


        type_ = check_gloomhaven_trap_created_event_type(d.pop("type"))




        gloomhaven_trap_created_event = cls(
            conditions=conditions,
            damage=damage,
            hex_=hex_,
            type_=type_,
        )

        return gloomhaven_trap_created_event

