from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_ability_skipped_event_type_0_reason import check_gloomhaven_ability_skipped_event_type_0_reason
from ..models.gloomhaven_ability_skipped_event_type_0_reason import GloomhavenAbilitySkippedEventType0Reason
from ..models.gloomhaven_ability_skipped_event_type_0_type import check_gloomhaven_ability_skipped_event_type_0_type
from ..models.gloomhaven_ability_skipped_event_type_0_type import GloomhavenAbilitySkippedEventType0Type
from typing import cast






T = TypeVar("T", bound="GloomhavenAbilitySkippedEventType0")



@_attrs_define
class GloomhavenAbilitySkippedEventType0:
    """ 
        Attributes:
            character (int): index of the character in state.characters
            reason (GloomhavenAbilitySkippedEventType0Reason):
            type_ (GloomhavenAbilitySkippedEventType0Type):
     """

    character: int
    reason: GloomhavenAbilitySkippedEventType0Reason
    type_: GloomhavenAbilitySkippedEventType0Type





    def to_dict(self) -> dict[str, Any]:
        character = self.character

        reason: str = self.reason

        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character": character,
            "reason": reason,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = d.pop("character")

        reason = check_gloomhaven_ability_skipped_event_type_0_reason(d.pop("reason"))




        type_ = check_gloomhaven_ability_skipped_event_type_0_type(d.pop("type"))




        gloomhaven_ability_skipped_event_type_0 = cls(
            character=character,
            reason=reason,
            type_=type_,
        )

        return gloomhaven_ability_skipped_event_type_0

