from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_turn_bonus_extra_item import check_foundations_of_rome_turn_bonus_extra_item
from ..models.foundations_of_rome_turn_bonus_extra_item import FoundationsOfRomeTurnBonusExtraItem
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="FoundationsOfRomeTurnBonus")



@_attrs_define
class FoundationsOfRomeTurnBonus:
    """ what Invocations used this turn still give

        Attributes:
            discount (int | Unset):
            extra (list[FoundationsOfRomeTurnBonusExtraItem] | Unset):
     """

    discount: int | Unset = UNSET
    extra: list[FoundationsOfRomeTurnBonusExtraItem] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        discount = self.discount

        extra: list[str] | Unset = UNSET
        if not isinstance(self.extra, Unset):
            extra = []
            for extra_item_data in self.extra:
                extra_item: str = extra_item_data
                extra.append(extra_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if discount is not UNSET:
            field_dict["discount"] = discount
        if extra is not UNSET:
            field_dict["extra"] = extra

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        discount = d.pop("discount", UNSET)

        _extra = d.pop("extra", UNSET)
        extra: list[FoundationsOfRomeTurnBonusExtraItem] | Unset = UNSET
        if _extra is not UNSET:
            extra = []
            for extra_item_data in _extra:
                extra_item = check_foundations_of_rome_turn_bonus_extra_item(extra_item_data)



                extra.append(extra_item)


        foundations_of_rome_turn_bonus = cls(
            discount=discount,
            extra=extra,
        )

        return foundations_of_rome_turn_bonus

