from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupFloodDry")



@_attrs_define
class GloomhavenRuleSetupFloodDry:
    """ 
        Attributes:
            field_2 (list[list[int]] | Unset):
            field_3 (list[list[int]] | Unset):
            field_4 (list[list[int]] | Unset):
     """

    field_2: list[list[int]] | Unset = UNSET
    field_3: list[list[int]] | Unset = UNSET
    field_4: list[list[int]] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        field_2: list[list[int]] | Unset = UNSET
        if not isinstance(self.field_2, Unset):
            field_2 = []
            for field_2_item_data in self.field_2:
                field_2_item = field_2_item_data


                field_2.append(field_2_item)



        field_3: list[list[int]] | Unset = UNSET
        if not isinstance(self.field_3, Unset):
            field_3 = []
            for field_3_item_data in self.field_3:
                field_3_item = field_3_item_data


                field_3.append(field_3_item)



        field_4: list[list[int]] | Unset = UNSET
        if not isinstance(self.field_4, Unset):
            field_4 = []
            for field_4_item_data in self.field_4:
                field_4_item = field_4_item_data


                field_4.append(field_4_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if field_2 is not UNSET:
            field_dict["2"] = field_2
        if field_3 is not UNSET:
            field_dict["3"] = field_3
        if field_4 is not UNSET:
            field_dict["4"] = field_4

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _field_2 = d.pop("2", UNSET)
        field_2: list[list[int]] | Unset = UNSET
        if _field_2 is not UNSET:
            field_2 = []
            for field_2_item_data in _field_2:
                field_2_item = cast(list[int], field_2_item_data)

                field_2.append(field_2_item)


        _field_3 = d.pop("3", UNSET)
        field_3: list[list[int]] | Unset = UNSET
        if _field_3 is not UNSET:
            field_3 = []
            for field_3_item_data in _field_3:
                field_3_item = cast(list[int], field_3_item_data)

                field_3.append(field_3_item)


        _field_4 = d.pop("4", UNSET)
        field_4: list[list[int]] | Unset = UNSET
        if _field_4 is not UNSET:
            field_4 = []
            for field_4_item_data in _field_4:
                field_4_item = cast(list[int], field_4_item_data)

                field_4.append(field_4_item)


        gloomhaven_rule_setup_flood_dry = cls(
            field_2=field_2,
            field_3=field_3,
            field_4=field_4,
        )

        return gloomhaven_rule_setup_flood_dry

