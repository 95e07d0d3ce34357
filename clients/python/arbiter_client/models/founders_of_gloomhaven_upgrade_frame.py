from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_upgrade_frame_kind import check_founders_of_gloomhaven_upgrade_frame_kind
from ..models.founders_of_gloomhaven_upgrade_frame_kind import FoundersOfGloomhavenUpgradeFrameKind
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenUpgradeFrame")



@_attrs_define
class FoundersOfGloomhavenUpgradeFrame:
    """ 
        Attributes:
            discount (int):
            kind (FoundersOfGloomhavenUpgradeFrameKind):
            seat (int):
            road (bool | Unset):
     """

    discount: int
    kind: FoundersOfGloomhavenUpgradeFrameKind
    seat: int
    road: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        discount = self.discount

        kind: str = self.kind

        seat = self.seat

        road = self.road


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "discount": discount,
            "kind": kind,
            "seat": seat,
        })
        if road is not UNSET:
            field_dict["road"] = road

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        discount = d.pop("discount")

        kind = check_founders_of_gloomhaven_upgrade_frame_kind(d.pop("kind"))




        seat = d.pop("seat")

        road = d.pop("road", UNSET)

        founders_of_gloomhaven_upgrade_frame = cls(
            discount=discount,
            kind=kind,
            seat=seat,
            road=road,
        )

        return founders_of_gloomhaven_upgrade_frame

