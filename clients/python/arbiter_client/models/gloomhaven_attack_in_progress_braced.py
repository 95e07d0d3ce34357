from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="GloomhavenAttackInProgressBraced")



@_attrs_define
class GloomhavenAttackInProgressBraced:
    """ the target at 'next' was asked for its item before the draw (used: Leather Armor)

        Attributes:
            next_ (int):
            used (bool | Unset):
     """

    next_: int
    used: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        next_ = self.next_

        used = self.used


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "next": next_,
        })
        if used is not UNSET:
            field_dict["used"] = used

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        next_ = d.pop("next")

        used = d.pop("used", UNSET)

        gloomhaven_attack_in_progress_braced = cls(
            next_=next_,
            used=used,
        )

        return gloomhaven_attack_in_progress_braced

