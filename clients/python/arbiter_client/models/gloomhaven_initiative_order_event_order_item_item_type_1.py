from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_initiative_order_event_order_item_item_type_1_monster import check_gloomhaven_initiative_order_event_order_item_item_type_1_monster
from ..models.gloomhaven_initiative_order_event_order_item_item_type_1_monster import GloomhavenInitiativeOrderEventOrderItemItemType1Monster
from typing import cast






T = TypeVar("T", bound="GloomhavenInitiativeOrderEventOrderItemItemType1")



@_attrs_define
class GloomhavenInitiativeOrderEventOrderItemItemType1:
    """ 
        Attributes:
            monster (GloomhavenInitiativeOrderEventOrderItemItemType1Monster):
     """

    monster: GloomhavenInitiativeOrderEventOrderItemItemType1Monster





    def to_dict(self) -> dict[str, Any]:
        monster: str = self.monster


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "monster": monster,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        monster = check_gloomhaven_initiative_order_event_order_item_item_type_1_monster(d.pop("monster"))




        gloomhaven_initiative_order_event_order_item_item_type_1 = cls(
            monster=monster,
        )

        return gloomhaven_initiative_order_event_order_item_item_type_1

