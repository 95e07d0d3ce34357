from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="GloomhavenRuleEventOccupyByPlayers")



@_attrs_define
class GloomhavenRuleEventOccupyByPlayers:
    """ 
        Attributes:
            field_2 (list[list[int]]):
            field_3 (list[list[int]]):
            field_4 (list[list[int]]):
     """

    field_2: list[list[int]]
    field_3: list[list[int]]
    field_4: list[list[int]]





    def to_dict(self) -> dict[str, Any]:
        field_2 = []
        for field_2_item_data in self.field_2:
            field_2_item = field_2_item_data


            field_2.append(field_2_item)



        field_3 = []
        for field_3_item_data in self.field_3:
            field_3_item = field_3_item_data


            field_3.append(field_3_item)



        field_4 = []
        for field_4_item_data in self.field_4:
            field_4_item = field_4_item_data


            field_4.append(field_4_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "2": field_2,
            "3": field_3,
            "4": field_4,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        field_2 = []
        _field_2 = d.pop("2")
        for field_2_item_data in (_field_2):
            field_2_item = cast(list[int], field_2_item_data)

            field_2.append(field_2_item)


        field_3 = []
        _field_3 = d.pop("3")
        for field_3_item_data in (_field_3):
            field_3_item = cast(list[int], field_3_item_data)

            field_3.append(field_3_item)


        field_4 = []
        _field_4 = d.pop("4")
        for field_4_item_data in (_field_4):
            field_4_item = cast(list[int], field_4_item_data)

            field_4.append(field_4_item)


        gloomhaven_rule_event_occupy_by_players = cls(
            field_2=field_2,
            field_3=field_3,
            field_4=field_4,
        )

        return gloomhaven_rule_event_occupy_by_players

