from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_march_type import check_gloomhaven_rule_setup_march_type
from ..models.gloomhaven_rule_setup_march_type import GloomhavenRuleSetupMarchType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupMarch")



@_attrs_define
class GloomhavenRuleSetupMarch:
    """ these monsters do not act normally: each turn they walk their Move toward the nearest of the hexes, opening doors,
    then play their card without its moves (marches.py)

        Attributes:
            monsters (list[str]):
            move (int):
            toward (list[list[int]]):
            type_ (GloomhavenRuleSetupMarchType):
     """

    monsters: list[str]
    move: int
    toward: list[list[int]]
    type_: GloomhavenRuleSetupMarchType





    def to_dict(self) -> dict[str, Any]:
        monsters = self.monsters



        move = self.move

        toward = []
        for toward_item_data in self.toward:
            toward_item = toward_item_data


            toward.append(toward_item)



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "monsters": monsters,
            "move": move,
            "toward": toward,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        monsters = cast(list[str], d.pop("monsters"))


        move = d.pop("move")

        toward = []
        _toward = d.pop("toward")
        for toward_item_data in (_toward):
            toward_item = cast(list[int], toward_item_data)

            toward.append(toward_item)


        type_ = check_gloomhaven_rule_setup_march_type(d.pop("type"))




        gloomhaven_rule_setup_march = cls(
            monsters=monsters,
            move=move,
            toward=toward,
            type_=type_,
        )

        return gloomhaven_rule_setup_march

