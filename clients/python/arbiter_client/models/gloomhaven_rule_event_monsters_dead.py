from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_event_monsters_dead_type import check_gloomhaven_rule_event_monsters_dead_type
from ..models.gloomhaven_rule_event_monsters_dead_type import GloomhavenRuleEventMonstersDeadType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleEventMonstersDead")



@_attrs_define
class GloomhavenRuleEventMonstersDead:
    """ no monster of the types left, one killed at least (characters_in: and a character in each group of rooms)

        Attributes:
            monsters (list[str]):
            type_ (GloomhavenRuleEventMonstersDeadType):
            characters_in (list[list[int]] | Unset):
     """

    monsters: list[str]
    type_: GloomhavenRuleEventMonstersDeadType
    characters_in: list[list[int]] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        monsters = self.monsters



        type_: str = self.type_

        characters_in: list[list[int]] | Unset = UNSET
        if not isinstance(self.characters_in, Unset):
            characters_in = []
            for characters_in_item_data in self.characters_in:
                characters_in_item = characters_in_item_data


                characters_in.append(characters_in_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "monsters": monsters,
            "type": type_,
        })
        if characters_in is not UNSET:
            field_dict["characters_in"] = characters_in

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        monsters = cast(list[str], d.pop("monsters"))


        type_ = check_gloomhaven_rule_event_monsters_dead_type(d.pop("type"))




        _characters_in = d.pop("characters_in", UNSET)
        characters_in: list[list[int]] | Unset = UNSET
        if _characters_in is not UNSET:
            characters_in = []
            for characters_in_item_data in _characters_in:
                characters_in_item = cast(list[int], characters_in_item_data)

                characters_in.append(characters_in_item)


        gloomhaven_rule_event_monsters_dead = cls(
            monsters=monsters,
            type_=type_,
            characters_in=characters_in,
        )

        return gloomhaven_rule_event_monsters_dead

