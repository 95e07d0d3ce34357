from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_loss_exhausted_before_loot_scope import check_gloomhaven_rule_loss_exhausted_before_loot_scope
from ..models.gloomhaven_rule_loss_exhausted_before_loot_scope import GloomhavenRuleLossExhaustedBeforeLootScope
from ..models.gloomhaven_rule_loss_exhausted_before_loot_type import check_gloomhaven_rule_loss_exhausted_before_loot_type
from ..models.gloomhaven_rule_loss_exhausted_before_loot_type import GloomhavenRuleLossExhaustedBeforeLootType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleLossExhaustedBeforeLoot")



@_attrs_define
class GloomhavenRuleLossExhaustedBeforeLoot:
    """ a character becomes exhausted before every goal treasure tile is looted (own: before it has looted one itself)

        Attributes:
            scope (GloomhavenRuleLossExhaustedBeforeLootScope):
            type_ (GloomhavenRuleLossExhaustedBeforeLootType):
     """

    scope: GloomhavenRuleLossExhaustedBeforeLootScope
    type_: GloomhavenRuleLossExhaustedBeforeLootType





    def to_dict(self) -> dict[str, Any]:
        scope: str = self.scope

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "scope": scope,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        scope = check_gloomhaven_rule_loss_exhausted_before_loot_scope(d.pop("scope"))




        type_ = check_gloomhaven_rule_loss_exhausted_before_loot_type(d.pop("type"))




        gloomhaven_rule_loss_exhausted_before_loot = cls(
            scope=scope,
            type_=type_,
        )

        return gloomhaven_rule_loss_exhausted_before_loot

