from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_loss_flooded_type import check_gloomhaven_rule_loss_flooded_type
from ..models.gloomhaven_rule_loss_flooded_type import GloomhavenRuleLossFloodedType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleLossFlooded")



@_attrs_define
class GloomhavenRuleLossFlooded:
    """ a flood rule's water tile had to be added and could not: its room is full (flooding.py)

        Attributes:
            type_ (GloomhavenRuleLossFloodedType):
     """

    type_: GloomhavenRuleLossFloodedType





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
        type_ = check_gloomhaven_rule_loss_flooded_type(d.pop("type"))




        gloomhaven_rule_loss_flooded = cls(
            type_=type_,
        )

        return gloomhaven_rule_loss_flooded

