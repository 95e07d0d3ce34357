from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_damage_negated_event_type import check_gloomhaven_damage_negated_event_type
from ..models.gloomhaven_damage_negated_event_type import GloomhavenDamageNegatedEventType
from typing import cast






T = TypeVar("T", bound="GloomhavenDamageNegatedEvent")



@_attrs_define
class GloomhavenDamageNegatedEvent:
    """ 
        Attributes:
            character (int): index of the character in state.characters
            damage (int):
            lost (list[int]):
            type_ (GloomhavenDamageNegatedEventType):
     """

    character: int
    damage: int
    lost: list[int]
    type_: GloomhavenDamageNegatedEventType





    def to_dict(self) -> dict[str, Any]:
        character = self.character

        damage = self.damage

        lost = self.lost



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character": character,
            "damage": damage,
            "lost": lost,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = d.pop("character")

        damage = d.pop("damage")

        lost = cast(list[int], d.pop("lost"))


        type_ = check_gloomhaven_damage_negated_event_type(d.pop("type"))




        gloomhaven_damage_negated_event = cls(
            character=character,
            damage=damage,
            lost=lost,
            type_=type_,
        )

        return gloomhaven_damage_negated_event

