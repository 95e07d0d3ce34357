from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_discard_cards_type import check_gloomhaven_rule_setup_discard_cards_type
from ..models.gloomhaven_rule_setup_discard_cards_type import GloomhavenRuleSetupDiscardCardsType
from ..models.gloomhaven_rule_setup_discard_cards_who import check_gloomhaven_rule_setup_discard_cards_who
from ..models.gloomhaven_rule_setup_discard_cards_who import GloomhavenRuleSetupDiscardCardsWho
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupDiscardCards")



@_attrs_define
class GloomhavenRuleSetupDiscardCards:
    """ before the first round each character discards that many cards of its hand, one by one

        Attributes:
            count (int):
            type_ (GloomhavenRuleSetupDiscardCardsType):
            who (GloomhavenRuleSetupDiscardCardsWho):
     """

    count: int
    type_: GloomhavenRuleSetupDiscardCardsType
    who: GloomhavenRuleSetupDiscardCardsWho





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        type_: str = self.type_

        who: str = self.who


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
            "type": type_,
            "who": who,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        type_ = check_gloomhaven_rule_setup_discard_cards_type(d.pop("type"))




        who = check_gloomhaven_rule_setup_discard_cards_who(d.pop("who"))




        gloomhaven_rule_setup_discard_cards = cls(
            count=count,
            type_=type_,
            who=who,
        )

        return gloomhaven_rule_setup_discard_cards

