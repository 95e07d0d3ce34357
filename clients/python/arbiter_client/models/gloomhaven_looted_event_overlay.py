from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_looted_event_overlay_type import check_gloomhaven_looted_event_overlay_type
from ..models.gloomhaven_looted_event_overlay_type import GloomhavenLootedEventOverlayType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenLootedEventOverlay")



@_attrs_define
class GloomhavenLootedEventOverlay:
    """ 
        Attributes:
            hex_ (list[int]):
            type_ (GloomhavenLootedEventOverlayType):
            amount (int | Unset):
            id (str | Unset):
            kind (str | Unset):
     """

    hex_: list[int]
    type_: GloomhavenLootedEventOverlayType
    amount: int | Unset = UNSET
    id: str | Unset = UNSET
    kind: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        hex_ = self.hex_



        type_: str = self.type_

        amount = self.amount

        id = self.id

        kind = self.kind


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hex": hex_,
            "type": type_,
        })
        if amount is not UNSET:
            field_dict["amount"] = amount
        if id is not UNSET:
            field_dict["id"] = id
        if kind is not UNSET:
            field_dict["kind"] = kind

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hex_ = cast(list[int], d.pop("hex"))


        type_ = check_gloomhaven_looted_event_overlay_type(d.pop("type"))




        amount = d.pop("amount", UNSET)

        id = d.pop("id", UNSET)

        kind = d.pop("kind", UNSET)

        gloomhaven_looted_event_overlay = cls(
            hex_=hex_,
            type_=type_,
            amount=amount,
            id=id,
            kind=kind,
        )

        return gloomhaven_looted_event_overlay

