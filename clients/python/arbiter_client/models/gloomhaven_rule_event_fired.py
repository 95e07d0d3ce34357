from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_event_fired_type import check_gloomhaven_rule_event_fired_type
from ..models.gloomhaven_rule_event_fired_type import GloomhavenRuleEventFiredType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleEventFired")



@_attrs_define
class GloomhavenRuleEventFired:
    """ the once-only round rule at that place of rounds has fired (tally.fired)

        Attributes:
            rule (int):
            type_ (GloomhavenRuleEventFiredType):
     """

    rule: int
    type_: GloomhavenRuleEventFiredType





    def to_dict(self) -> dict[str, Any]:
        rule = self.rule

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "rule": rule,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rule = d.pop("rule")

        type_ = check_gloomhaven_rule_event_fired_type(d.pop("type"))




        gloomhaven_rule_event_fired = cls(
            rule=rule,
            type_=type_,
        )

        return gloomhaven_rule_event_fired

