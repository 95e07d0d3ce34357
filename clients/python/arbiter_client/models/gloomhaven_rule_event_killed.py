from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_event_killed_type import check_gloomhaven_rule_event_killed_type
from ..models.gloomhaven_rule_event_killed_type import GloomhavenRuleEventKilledType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleEventKilled")



@_attrs_define
class GloomhavenRuleEventKilled:
    """ 
        Attributes:
            count (int):
            monster (str):
            type_ (GloomhavenRuleEventKilledType):
     """

    count: int
    monster: str
    type_: GloomhavenRuleEventKilledType





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        monster = self.monster

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
            "monster": monster,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        monster = d.pop("monster")

        type_ = check_gloomhaven_rule_event_killed_type(d.pop("type"))




        gloomhaven_rule_event_killed = cls(
            count=count,
            monster=monster,
            type_=type_,
        )

        return gloomhaven_rule_event_killed

