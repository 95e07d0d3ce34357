from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_altar_travel_type import check_gloomhaven_rule_setup_altar_travel_type
from ..models.gloomhaven_rule_setup_altar_travel_type import GloomhavenRuleSetupAltarTravelType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupAltarTravel")



@_attrs_define
class GloomhavenRuleSetupAltarTravel:
    """ the altars are obstacles; a character beside one may spend 1 movement to step to a hex beside the other (altars.py)

        Attributes:
            altars (list[list[int]]):
            type_ (GloomhavenRuleSetupAltarTravelType):
     """

    altars: list[list[int]]
    type_: GloomhavenRuleSetupAltarTravelType





    def to_dict(self) -> dict[str, Any]:
        altars = []
        for altars_item_data in self.altars:
            altars_item = altars_item_data


            altars.append(altars_item)



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "altars": altars,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        altars = []
        _altars = d.pop("altars")
        for altars_item_data in (_altars):
            altars_item = cast(list[int], altars_item_data)

            altars.append(altars_item)


        type_ = check_gloomhaven_rule_setup_altar_travel_type(d.pop("type"))




        gloomhaven_rule_setup_altar_travel = cls(
            altars=altars,
            type_=type_,
        )

        return gloomhaven_rule_setup_altar_travel

