from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_add_modifiers_card import check_gloomhaven_rule_setup_add_modifiers_card
from ..models.gloomhaven_rule_setup_add_modifiers_card import GloomhavenRuleSetupAddModifiersCard
from ..models.gloomhaven_rule_setup_add_modifiers_type import check_gloomhaven_rule_setup_add_modifiers_type
from ..models.gloomhaven_rule_setup_add_modifiers_type import GloomhavenRuleSetupAddModifiersType
from ..models.gloomhaven_rule_setup_add_modifiers_who import check_gloomhaven_rule_setup_add_modifiers_who
from ..models.gloomhaven_rule_setup_add_modifiers_who import GloomhavenRuleSetupAddModifiersWho
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupAddModifiers")



@_attrs_define
class GloomhavenRuleSetupAddModifiers:
    """ 
        Attributes:
            card (GloomhavenRuleSetupAddModifiersCard):
            count (int):
            type_ (GloomhavenRuleSetupAddModifiersType):
            who (GloomhavenRuleSetupAddModifiersWho):
     """

    card: GloomhavenRuleSetupAddModifiersCard
    count: int
    type_: GloomhavenRuleSetupAddModifiersType
    who: GloomhavenRuleSetupAddModifiersWho





    def to_dict(self) -> dict[str, Any]:
        card: str = self.card

        count = self.count

        type_: str = self.type_

        who: str = self.who


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "count": count,
            "type": type_,
            "who": who,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = check_gloomhaven_rule_setup_add_modifiers_card(d.pop("card"))




        count = d.pop("count")

        type_ = check_gloomhaven_rule_setup_add_modifiers_type(d.pop("type"))




        who = check_gloomhaven_rule_setup_add_modifiers_who(d.pop("who"))




        gloomhaven_rule_setup_add_modifiers = cls(
            card=card,
            count=count,
            type_=type_,
            who=who,
        )

        return gloomhaven_rule_setup_add_modifiers

