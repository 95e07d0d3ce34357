from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_per_effect_count_of import check_founders_of_gloomhaven_per_effect_count_of
from ..models.founders_of_gloomhaven_per_effect_count_of import FoundersOfGloomhavenPerEffectCountOf
from ..models.founders_of_gloomhaven_per_effect_effect import check_founders_of_gloomhaven_per_effect_effect
from ..models.founders_of_gloomhaven_per_effect_effect import FoundersOfGloomhavenPerEffectEffect
from ..models.founders_of_gloomhaven_per_effect_gain import check_founders_of_gloomhaven_per_effect_gain
from ..models.founders_of_gloomhaven_per_effect_gain import FoundersOfGloomhavenPerEffectGain
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenPerEffect")



@_attrs_define
class FoundersOfGloomhavenPerEffect:
    """ 
        Attributes:
            count_of (FoundersOfGloomhavenPerEffectCountOf):
            effect (FoundersOfGloomhavenPerEffectEffect):
            gain (FoundersOfGloomhavenPerEffectGain):
            value (int):
     """

    count_of: FoundersOfGloomhavenPerEffectCountOf
    effect: FoundersOfGloomhavenPerEffectEffect
    gain: FoundersOfGloomhavenPerEffectGain
    value: int





    def to_dict(self) -> dict[str, Any]:
        count_of: str = self.count_of

        effect: str = self.effect

        gain: str = self.gain

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "count_of": count_of,
            "effect": effect,
            "gain": gain,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count_of = check_founders_of_gloomhaven_per_effect_count_of(d.pop("count_of"))




        effect = check_founders_of_gloomhaven_per_effect_effect(d.pop("effect"))




        gain = check_founders_of_gloomhaven_per_effect_gain(d.pop("gain"))




        value = d.pop("value")

        founders_of_gloomhaven_per_effect = cls(
            count_of=count_of,
            effect=effect,
            gain=gain,
            value=value,
        )

        return founders_of_gloomhaven_per_effect

