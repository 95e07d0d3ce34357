from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_invulnerable_type import check_gloomhaven_rule_setup_invulnerable_type
from ..models.gloomhaven_rule_setup_invulnerable_type import GloomhavenRuleSetupInvulnerableType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupInvulnerable")



@_attrs_define
class GloomhavenRuleSetupInvulnerable:
    """ these monsters cannot be damaged in any way; conditions and other effects still apply

        Attributes:
            monsters (list[str]):
            type_ (GloomhavenRuleSetupInvulnerableType):
     """

    monsters: list[str]
    type_: GloomhavenRuleSetupInvulnerableType





    def to_dict(self) -> dict[str, Any]:
        monsters = self.monsters



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "monsters": monsters,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        monsters = cast(list[str], d.pop("monsters"))


        type_ = check_gloomhaven_rule_setup_invulnerable_type(d.pop("type"))




        gloomhaven_rule_setup_invulnerable = cls(
            monsters=monsters,
            type_=type_,
        )

        return gloomhaven_rule_setup_invulnerable

