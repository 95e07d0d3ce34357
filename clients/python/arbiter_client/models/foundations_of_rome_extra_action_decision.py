from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_extra_action_decision_extra_item import check_foundations_of_rome_extra_action_decision_extra_item
from ..models.foundations_of_rome_extra_action_decision_extra_item import FoundationsOfRomeExtraActionDecisionExtraItem
from ..models.foundations_of_rome_extra_action_decision_kind import check_foundations_of_rome_extra_action_decision_kind
from ..models.foundations_of_rome_extra_action_decision_kind import FoundationsOfRomeExtraActionDecisionKind
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeExtraActionDecision")



@_attrs_define
class FoundationsOfRomeExtraActionDecision:
    """ Invocations: the turn's action is done and an extra action granted is still to take

        Attributes:
            extra (list[FoundationsOfRomeExtraActionDecisionExtraItem]):
            kind (FoundationsOfRomeExtraActionDecisionKind):
            seat (int):
            discount (int | Unset):
     """

    extra: list[FoundationsOfRomeExtraActionDecisionExtraItem]
    kind: FoundationsOfRomeExtraActionDecisionKind
    seat: int
    discount: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        extra = []
        for extra_item_data in self.extra:
            extra_item: str = extra_item_data
            extra.append(extra_item)



        kind: str = self.kind

        seat = self.seat

        discount = self.discount


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "extra": extra,
            "kind": kind,
            "seat": seat,
        })
        if discount is not UNSET:
            field_dict["discount"] = discount

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        extra = []
        _extra = d.pop("extra")
        for extra_item_data in (_extra):
            extra_item = check_foundations_of_rome_extra_action_decision_extra_item(extra_item_data)



            extra.append(extra_item)


        kind = check_foundations_of_rome_extra_action_decision_kind(d.pop("kind"))




        seat = d.pop("seat")

        discount = d.pop("discount", UNSET)

        foundations_of_rome_extra_action_decision = cls(
            extra=extra,
            kind=kind,
            seat=seat,
            discount=discount,
        )

        return foundations_of_rome_extra_action_decision

