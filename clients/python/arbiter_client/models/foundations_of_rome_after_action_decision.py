from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_after_action_decision_extra_item import check_foundations_of_rome_after_action_decision_extra_item
from ..models.foundations_of_rome_after_action_decision_extra_item import FoundationsOfRomeAfterActionDecisionExtraItem
from ..models.foundations_of_rome_after_action_decision_kind import check_foundations_of_rome_after_action_decision_kind
from ..models.foundations_of_rome_after_action_decision_kind import FoundationsOfRomeAfterActionDecisionKind
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeAfterActionDecision")



@_attrs_define
class FoundationsOfRomeAfterActionDecision:
    """ Trading: the turn's action is done; trade more or end the turn

        Attributes:
            kind (FoundationsOfRomeAfterActionDecisionKind):
            seat (int):
            discount (int | Unset):
            extra (list[FoundationsOfRomeAfterActionDecisionExtraItem] | Unset):
     """

    kind: FoundationsOfRomeAfterActionDecisionKind
    seat: int
    discount: int | Unset = UNSET
    extra: list[FoundationsOfRomeAfterActionDecisionExtraItem] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        seat = self.seat

        discount = self.discount

        extra: list[str] | Unset = UNSET
        if not isinstance(self.extra, Unset):
            extra = []
            for extra_item_data in self.extra:
                extra_item: str = extra_item_data
                extra.append(extra_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "seat": seat,
        })
        if discount is not UNSET:
            field_dict["discount"] = discount
        if extra is not UNSET:
            field_dict["extra"] = extra

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_foundations_of_rome_after_action_decision_kind(d.pop("kind"))




        seat = d.pop("seat")

        discount = d.pop("discount", UNSET)

        _extra = d.pop("extra", UNSET)
        extra: list[FoundationsOfRomeAfterActionDecisionExtraItem] | Unset = UNSET
        if _extra is not UNSET:
            extra = []
            for extra_item_data in _extra:
                extra_item = check_foundations_of_rome_after_action_decision_extra_item(extra_item_data)



                extra.append(extra_item)


        foundations_of_rome_after_action_decision = cls(
            kind=kind,
            seat=seat,
            discount=discount,
            extra=extra,
        )

        return foundations_of_rome_after_action_decision

