from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_proposal_event_building import check_founders_of_gloomhaven_proposal_event_building
from ..models.founders_of_gloomhaven_proposal_event_building import FoundersOfGloomhavenProposalEventBuilding
from ..models.founders_of_gloomhaven_proposal_event_type import check_founders_of_gloomhaven_proposal_event_type
from ..models.founders_of_gloomhaven_proposal_event_type import FoundersOfGloomhavenProposalEventType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenProposalEvent")



@_attrs_define
class FoundersOfGloomhavenProposalEvent:
    """ 
        Attributes:
            building (FoundersOfGloomhavenProposalEventBuilding):
            slot (int):
            type_ (FoundersOfGloomhavenProposalEventType):
     """

    building: FoundersOfGloomhavenProposalEventBuilding
    slot: int
    type_: FoundersOfGloomhavenProposalEventType





    def to_dict(self) -> dict[str, Any]:
        building: str = self.building

        slot = self.slot

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "building": building,
            "slot": slot,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        building = check_founders_of_gloomhaven_proposal_event_building(d.pop("building"))




        slot = d.pop("slot")

        type_ = check_founders_of_gloomhaven_proposal_event_type(d.pop("type"))




        founders_of_gloomhaven_proposal_event = cls(
            building=building,
            slot=slot,
            type_=type_,
        )

        return founders_of_gloomhaven_proposal_event

