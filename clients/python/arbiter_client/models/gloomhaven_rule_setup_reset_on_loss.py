from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_reset_on_loss_type import check_gloomhaven_rule_setup_reset_on_loss_type
from ..models.gloomhaven_rule_setup_reset_on_loss_type import GloomhavenRuleSetupResetOnLossType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupResetOnLoss")



@_attrs_define
class GloomhavenRuleSetupResetOnLoss:
    """ on a loss these numbered treasure tiles are reset: their looters take nothing of them home

        Attributes:
            treasures (list[str]):
            type_ (GloomhavenRuleSetupResetOnLossType):
     """

    treasures: list[str]
    type_: GloomhavenRuleSetupResetOnLossType





    def to_dict(self) -> dict[str, Any]:
        treasures = self.treasures



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "treasures": treasures,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        treasures = cast(list[str], d.pop("treasures"))


        type_ = check_gloomhaven_rule_setup_reset_on_loss_type(d.pop("type"))




        gloomhaven_rule_setup_reset_on_loss = cls(
            treasures=treasures,
            type_=type_,
        )

        return gloomhaven_rule_setup_reset_on_loss

