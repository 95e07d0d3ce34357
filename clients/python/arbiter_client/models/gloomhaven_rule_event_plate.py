from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_event_plate_type import check_gloomhaven_rule_event_plate_type
from ..models.gloomhaven_rule_event_plate_type import GloomhavenRuleEventPlateType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleEventPlate")



@_attrs_define
class GloomhavenRuleEventPlate:
    """ a character has ended a turn on one of the pressure plates (tally.pressed)

        Attributes:
            hexes (list[list[int]]):
            type_ (GloomhavenRuleEventPlateType):
     """

    hexes: list[list[int]]
    type_: GloomhavenRuleEventPlateType





    def to_dict(self) -> dict[str, Any]:
        hexes = []
        for hexes_item_data in self.hexes:
            hexes_item = hexes_item_data


            hexes.append(hexes_item)



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hexes": hexes,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hexes = []
        _hexes = d.pop("hexes")
        for hexes_item_data in (_hexes):
            hexes_item = cast(list[int], hexes_item_data)

            hexes.append(hexes_item)


        type_ = check_gloomhaven_rule_event_plate_type(d.pop("type"))




        gloomhaven_rule_event_plate = cls(
            hexes=hexes,
            type_=type_,
        )

        return gloomhaven_rule_event_plate

