from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_trade_effect_effect import check_founders_of_gloomhaven_trade_effect_effect
from ..models.founders_of_gloomhaven_trade_effect_effect import FoundersOfGloomhavenTradeEffectEffect
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenTradeEffect")



@_attrs_define
class FoundersOfGloomhavenTradeEffect:
    """ 
        Attributes:
            any_colour (bool):
            discount (int):
            effect (FoundersOfGloomhavenTradeEffectEffect):
     """

    any_colour: bool
    discount: int
    effect: FoundersOfGloomhavenTradeEffectEffect





    def to_dict(self) -> dict[str, Any]:
        any_colour = self.any_colour

        discount = self.discount

        effect: str = self.effect


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "any_colour": any_colour,
            "discount": discount,
            "effect": effect,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        any_colour = d.pop("any_colour")

        discount = d.pop("discount")

        effect = check_founders_of_gloomhaven_trade_effect_effect(d.pop("effect"))




        founders_of_gloomhaven_trade_effect = cls(
            any_colour=any_colour,
            discount=discount,
            effect=effect,
        )

        return founders_of_gloomhaven_trade_effect

