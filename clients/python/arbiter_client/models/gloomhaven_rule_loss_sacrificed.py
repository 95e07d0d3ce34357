from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_loss_sacrificed_type import check_gloomhaven_rule_loss_sacrificed_type
from ..models.gloomhaven_rule_loss_sacrificed_type import GloomhavenRuleLossSacrificedType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleLossSacrificed")



@_attrs_define
class GloomhavenRuleLossSacrificed:
    """ a carrier started its turn beside the altar with the carried figure beside it too (a carry rule; sacrifice.py)

        Attributes:
            type_ (GloomhavenRuleLossSacrificedType):
     """

    type_: GloomhavenRuleLossSacrificedType





    def to_dict(self) -> dict[str, Any]:
        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = check_gloomhaven_rule_loss_sacrificed_type(d.pop("type"))




        gloomhaven_rule_loss_sacrificed = cls(
            type_=type_,
        )

        return gloomhaven_rule_loss_sacrificed

