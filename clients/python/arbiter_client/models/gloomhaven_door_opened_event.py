from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_door_opened_event_new_monsters_item import check_gloomhaven_door_opened_event_new_monsters_item
from ..models.gloomhaven_door_opened_event_new_monsters_item import GloomhavenDoorOpenedEventNewMonstersItem
from ..models.gloomhaven_door_opened_event_type import check_gloomhaven_door_opened_event_type
from ..models.gloomhaven_door_opened_event_type import GloomhavenDoorOpenedEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenDoorOpenedEvent")



@_attrs_define
class GloomhavenDoorOpenedEvent:
    """ 
        Attributes:
            hex_ (list[int]):
            new_monsters (list[GloomhavenDoorOpenedEventNewMonstersItem]):
            rooms (list[int]):
            type_ (GloomhavenDoorOpenedEventType):
     """

    hex_: list[int]
    new_monsters: list[GloomhavenDoorOpenedEventNewMonstersItem]
    rooms: list[int]
    type_: GloomhavenDoorOpenedEventType





    def to_dict(self) -> dict[str, Any]:
        hex_ = self.hex_



        new_monsters = []
        for new_monsters_item_data in self.new_monsters:
            new_monsters_item: str = new_monsters_item_data
            new_monsters.append(new_monsters_item)



        rooms = self.rooms



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hex": hex_,
            "new_monsters": new_monsters,
            "rooms": rooms,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hex_ = cast(list[int], d.pop("hex"))


        new_monsters = []
        _new_monsters = d.pop("new_monsters")
        for new_monsters_item_data in (_new_monsters):
            new_monsters_item = check_gloomhaven_door_opened_event_new_monsters_item(new_monsters_item_data)



            new_monsters.append(new_monsters_item)


        rooms = cast(list[int], d.pop("rooms"))


        type_ = check_gloomhaven_door_opened_event_type(d.pop("type"))




        gloomhaven_door_opened_event = cls(
            hex_=hex_,
            new_monsters=new_monsters,
            rooms=rooms,
            type_=type_,
        )

        return gloomhaven_door_opened_event

