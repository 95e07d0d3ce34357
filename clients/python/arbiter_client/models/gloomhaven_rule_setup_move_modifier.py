from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_move_modifier_type import check_gloomhaven_rule_setup_move_modifier_type
from ..models.gloomhaven_rule_setup_move_modifier_type import GloomhavenRuleSetupMoveModifierType
from ..models.gloomhaven_rule_setup_move_modifier_who import check_gloomhaven_rule_setup_move_modifier_who
from ..models.gloomhaven_rule_setup_move_modifier_who import GloomhavenRuleSetupMoveModifierWho
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupMoveModifier")



@_attrs_define
class GloomhavenRuleSetupMoveModifier:
    """ added to every Move ability of the characters and their summons (currents.py)

        Attributes:
            amount (int):
            type_ (GloomhavenRuleSetupMoveModifierType):
            who (GloomhavenRuleSetupMoveModifierWho):
     """

    amount: int
    type_: GloomhavenRuleSetupMoveModifierType
    who: GloomhavenRuleSetupMoveModifierWho





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        type_: str = self.type_

        who: str = self.who


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "type": type_,
            "who": who,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        type_ = check_gloomhaven_rule_setup_move_modifier_type(d.pop("type"))




        who = check_gloomhaven_rule_setup_move_modifier_who(d.pop("who"))




        gloomhaven_rule_setup_move_modifier = cls(
            amount=amount,
            type_=type_,
            who=who,
        )

        return gloomhaven_rule_setup_move_modifier

