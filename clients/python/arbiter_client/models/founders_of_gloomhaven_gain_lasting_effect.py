from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_gain_lasting_effect_effect import check_founders_of_gloomhaven_gain_lasting_effect_effect
from ..models.founders_of_gloomhaven_gain_lasting_effect_effect import FoundersOfGloomhavenGainLastingEffectEffect
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenGainLastingEffect")



@_attrs_define
class FoundersOfGloomhavenGainLastingEffect:
    """ 
        Attributes:
            amount (int):
            effect (FoundersOfGloomhavenGainLastingEffectEffect):
     """

    amount: int
    effect: FoundersOfGloomhavenGainLastingEffectEffect





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        effect: str = self.effect


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "effect": effect,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        effect = check_founders_of_gloomhaven_gain_lasting_effect_effect(d.pop("effect"))




        founders_of_gloomhaven_gain_lasting_effect = cls(
            amount=amount,
            effect=effect,
        )

        return founders_of_gloomhaven_gain_lasting_effect

