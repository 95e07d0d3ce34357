from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_invocations_ongoing_item import check_foundations_of_rome_invocations_ongoing_item
from ..models.foundations_of_rome_invocations_ongoing_item import FoundationsOfRomeInvocationsOngoingItem
from ..models.foundations_of_rome_invocations_unused_item import check_foundations_of_rome_invocations_unused_item
from ..models.foundations_of_rome_invocations_unused_item import FoundationsOfRomeInvocationsUnusedItem
from ..models.foundations_of_rome_invocations_used_item import check_foundations_of_rome_invocations_used_item
from ..models.foundations_of_rome_invocations_used_item import FoundationsOfRomeInvocationsUsedItem
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeInvocations")



@_attrs_define
class FoundationsOfRomeInvocations:
    """ a player's Invocations: unused (face down), ongoing (face up, acting), used

        Attributes:
            ongoing (list[FoundationsOfRomeInvocationsOngoingItem]):
            unused (list[FoundationsOfRomeInvocationsUnusedItem]):
            used (list[FoundationsOfRomeInvocationsUsedItem]):
     """

    ongoing: list[FoundationsOfRomeInvocationsOngoingItem]
    unused: list[FoundationsOfRomeInvocationsUnusedItem]
    used: list[FoundationsOfRomeInvocationsUsedItem]





    def to_dict(self) -> dict[str, Any]:
        ongoing = []
        for ongoing_item_data in self.ongoing:
            ongoing_item: str = ongoing_item_data
            ongoing.append(ongoing_item)



        unused = []
        for unused_item_data in self.unused:
            unused_item: str = unused_item_data
            unused.append(unused_item)



        used = []
        for used_item_data in self.used:
            used_item: str = used_item_data
            used.append(used_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ongoing": ongoing,
            "unused": unused,
            "used": used,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ongoing = []
        _ongoing = d.pop("ongoing")
        for ongoing_item_data in (_ongoing):
            ongoing_item = check_foundations_of_rome_invocations_ongoing_item(ongoing_item_data)



            ongoing.append(ongoing_item)


        unused = []
        _unused = d.pop("unused")
        for unused_item_data in (_unused):
            unused_item = check_foundations_of_rome_invocations_unused_item(unused_item_data)



            unused.append(unused_item)


        used = []
        _used = d.pop("used")
        for used_item_data in (_used):
            used_item = check_foundations_of_rome_invocations_used_item(used_item_data)



            used.append(used_item)


        foundations_of_rome_invocations = cls(
            ongoing=ongoing,
            unused=unused,
            used=used,
        )

        return foundations_of_rome_invocations

