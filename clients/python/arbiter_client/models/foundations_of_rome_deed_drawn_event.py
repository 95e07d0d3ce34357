from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_deed_drawn_event_type import check_foundations_of_rome_deed_drawn_event_type
from ..models.foundations_of_rome_deed_drawn_event_type import FoundationsOfRomeDeedDrawnEventType
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeDeedDrawnEvent")



@_attrs_define
class FoundationsOfRomeDeedDrawnEvent:
    """ a deed was drawn onto the Deed board

        Attributes:
            deed (str): a lot, column A–J and row 1–10
            price (int):
            slot (int):
            type_ (FoundationsOfRomeDeedDrawnEventType):
     """

    deed: str
    price: int
    slot: int
    type_: FoundationsOfRomeDeedDrawnEventType





    def to_dict(self) -> dict[str, Any]:
        deed = self.deed

        price = self.price

        slot = self.slot

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deed": deed,
            "price": price,
            "slot": slot,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deed = d.pop("deed")

        price = d.pop("price")

        slot = d.pop("slot")

        type_ = check_foundations_of_rome_deed_drawn_event_type(d.pop("type"))




        foundations_of_rome_deed_drawn_event = cls(
            deed=deed,
            price=price,
            slot=slot,
            type_=type_,
        )

        return foundations_of_rome_deed_drawn_event

