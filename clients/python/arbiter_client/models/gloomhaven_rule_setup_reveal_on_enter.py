from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_rule_setup_reveal_on_enter_type import check_gloomhaven_rule_setup_reveal_on_enter_type
from ..models.gloomhaven_rule_setup_reveal_on_enter_type import GloomhavenRuleSetupRevealOnEnterType
from typing import cast






T = TypeVar("T", bound="GloomhavenRuleSetupRevealOnEnter")



@_attrs_define
class GloomhavenRuleSetupRevealOnEnter:
    """ a room is revealed too as a character, a summon or an ally enters one of its hexes

        Attributes:
            rooms (list[int]):
            type_ (GloomhavenRuleSetupRevealOnEnterType):
     """

    rooms: list[int]
    type_: GloomhavenRuleSetupRevealOnEnterType





    def to_dict(self) -> dict[str, Any]:
        rooms = self.rooms



        type_: str = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "rooms": rooms,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rooms = cast(list[int], d.pop("rooms"))


        type_ = check_gloomhaven_rule_setup_reveal_on_enter_type(d.pop("type"))




        gloomhaven_rule_setup_reveal_on_enter = cls(
            rooms=rooms,
            type_=type_,
        )

        return gloomhaven_rule_setup_reveal_on_enter

