from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_choose_resource_frame_kind import check_founders_of_gloomhaven_choose_resource_frame_kind
from ..models.founders_of_gloomhaven_choose_resource_frame_kind import FoundersOfGloomhavenChooseResourceFrameKind
from ..models.founders_of_gloomhaven_choose_resource_frame_stolen_item import check_founders_of_gloomhaven_choose_resource_frame_stolen_item
from ..models.founders_of_gloomhaven_choose_resource_frame_stolen_item import FoundersOfGloomhavenChooseResourceFrameStolenItem
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenChooseResourceFrame")



@_attrs_define
class FoundersOfGloomhavenChooseResourceFrame:
    """ 
        Attributes:
            kind (FoundersOfGloomhavenChooseResourceFrameKind):
            seat (int):
            stolen (list[FoundersOfGloomhavenChooseResourceFrameStolenItem]):
     """

    kind: FoundersOfGloomhavenChooseResourceFrameKind
    seat: int
    stolen: list[FoundersOfGloomhavenChooseResourceFrameStolenItem]





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        seat = self.seat

        stolen = []
        for stolen_item_data in self.stolen:
            stolen_item: str = stolen_item_data
            stolen.append(stolen_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "seat": seat,
            "stolen": stolen,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_founders_of_gloomhaven_choose_resource_frame_kind(d.pop("kind"))




        seat = d.pop("seat")

        stolen = []
        _stolen = d.pop("stolen")
        for stolen_item_data in (_stolen):
            stolen_item = check_founders_of_gloomhaven_choose_resource_frame_stolen_item(stolen_item_data)



            stolen.append(stolen_item)


        founders_of_gloomhaven_choose_resource_frame = cls(
            kind=kind,
            seat=seat,
            stolen=stolen,
        )

        return founders_of_gloomhaven_choose_resource_frame

