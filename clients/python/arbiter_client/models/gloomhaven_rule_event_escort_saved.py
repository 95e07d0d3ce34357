from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_event_escort_saved_type import check_gloomhaven_rule_event_escort_saved_type
from ..models.gloomhaven_rule_event_escort_saved_type import GloomhavenRuleEventEscortSavedType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleEventEscortSaved")



@_attrs_define
class GloomhavenRuleEventEscortSaved:
    """ that many escorts have reached their target (tally.reached); round_end: read as the round ends

        Attributes:
            count (int):
            type_ (GloomhavenRuleEventEscortSavedType):
            round_end (bool | Unset):
     """

    count: int
    type_: GloomhavenRuleEventEscortSavedType
    round_end: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        type_: str = self.type_

        round_end = self.round_end


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count": count,
            "type": type_,
        })
        if round_end is not UNSET:
            field_dict["round_end"] = round_end

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        type_ = check_gloomhaven_rule_event_escort_saved_type(d.pop("type"))




        round_end = d.pop("round_end", UNSET)

        gloomhaven_rule_event_escort_saved = cls(
            count=count,
            type_=type_,
            round_end=round_end,
        )

        return gloomhaven_rule_event_escort_saved

