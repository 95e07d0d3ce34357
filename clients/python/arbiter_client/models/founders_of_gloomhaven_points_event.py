from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_points_event_type import check_founders_of_gloomhaven_points_event_type
from ..models.founders_of_gloomhaven_points_event_type import FoundersOfGloomhavenPointsEventType
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenPointsEvent")



@_attrs_define
class FoundersOfGloomhavenPointsEvent:
    """ 
        Attributes:
            amount (int):
            from_ (int | None):
            to (int | None):
            type_ (FoundersOfGloomhavenPointsEventType):
            why (str):
     """

    amount: int
    from_: int | None
    to: int | None
    type_: FoundersOfGloomhavenPointsEventType
    why: str





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        from_: int | None
        from_ = self.from_

        to: int | None
        to = self.to

        type_: str = self.type_

        why = self.why


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "from": from_,
            "to": to,
            "type": type_,
            "why": why,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        def _parse_from_(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        from_ = _parse_from_(d.pop("from"))


        def _parse_to(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to = _parse_to(d.pop("to"))


        type_ = check_founders_of_gloomhaven_points_event_type(d.pop("type"))




        why = d.pop("why")

        founders_of_gloomhaven_points_event = cls(
            amount=amount,
            from_=from_,
            to=to,
            type_=type_,
            why=why,
        )

        return founders_of_gloomhaven_points_event

