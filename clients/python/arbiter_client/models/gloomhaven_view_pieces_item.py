from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenViewPiecesItem")



@_attrs_define
class GloomhavenViewPiecesItem:
    """ a scenario's piece in play: held by a character, or lying on a hex (pieces.py)

        Attributes:
            hex_ (list[int] | None):
            holder (int | None):
            name (str):
            charges (int | Unset): (charge) the damage tokens on it so far
     """

    hex_: list[int] | None
    holder: int | None
    name: str
    charges: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        hex_: list[int] | None
        if isinstance(self.hex_, list):
            hex_ = self.hex_


        else:
            hex_ = self.hex_

        holder: int | None
        holder = self.holder

        name = self.name

        charges = self.charges


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hex": hex_,
            "holder": holder,
            "name": name,
        })
        if charges is not UNSET:
            field_dict["charges"] = charges

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_hex_(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hex_type_0 = cast(list[int], data)

                return hex_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        hex_ = _parse_hex_(d.pop("hex"))


        def _parse_holder(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        holder = _parse_holder(d.pop("holder"))


        name = d.pop("name")

        charges = d.pop("charges", UNSET)

        gloomhaven_view_pieces_item = cls(
            hex_=hex_,
            holder=holder,
            name=name,
            charges=charges,
        )

        return gloomhaven_view_pieces_item

