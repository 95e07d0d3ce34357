from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_indestructible_type import check_gloomhaven_rule_setup_indestructible_type
from ..models.gloomhaven_rule_setup_indestructible_type import GloomhavenRuleSetupIndestructibleType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupIndestructible")



@_attrs_define
class GloomhavenRuleSetupIndestructible:
    """ 
        Attributes:
            overlays (list[str]):
            type_ (GloomhavenRuleSetupIndestructibleType):
     """

    overlays: list[str]
    type_: GloomhavenRuleSetupIndestructibleType





    def to_dict(self) -> dict[str, Any]:
        overlays = self.overlays



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "overlays": overlays,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        overlays = cast(list[str], d.pop("overlays"))


        type_ = check_gloomhaven_rule_setup_indestructible_type(d.pop("type"))




        gloomhaven_rule_setup_indestructible = cls(
            overlays=overlays,
            type_=type_,
        )

        return gloomhaven_rule_setup_indestructible

