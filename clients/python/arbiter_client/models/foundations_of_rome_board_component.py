from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeBoardComponent")



@_attrs_define
class FoundationsOfRomeBoardComponent:
    """ 
        Attributes:
            columns (str):
            lots (list[str]):
            rows (int):
     """

    columns: str
    lots: list[str]
    rows: int





    def to_dict(self) -> dict[str, Any]:
        columns = self.columns

        lots = self.lots



        rows = self.rows


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "columns": columns,
            "lots": lots,
            "rows": rows,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        columns = d.pop("columns")

        lots = cast(list[str], d.pop("lots"))


        rows = d.pop("rows")

        foundations_of_rome_board_component = cls(
            columns=columns,
            lots=lots,
            rows=rows,
        )

        return foundations_of_rome_board_component

