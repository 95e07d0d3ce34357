from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_prestige_action_effect_effect import check_founders_of_gloomhaven_prestige_action_effect_effect
from ..models.founders_of_gloomhaven_prestige_action_effect_effect import FoundersOfGloomhavenPrestigeActionEffectEffect
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenPrestigeActionEffect")



@_attrs_define
class FoundersOfGloomhavenPrestigeActionEffect:
    """ 
        Attributes:
            effect (FoundersOfGloomhavenPrestigeActionEffectEffect):
     """

    effect: FoundersOfGloomhavenPrestigeActionEffectEffect





    def to_dict(self) -> dict[str, Any]:
        effect: str = self.effect


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "effect": effect,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        effect = check_founders_of_gloomhaven_prestige_action_effect_effect(d.pop("effect"))




        founders_of_gloomhaven_prestige_action_effect = cls(
            effect=effect,
        )

        return founders_of_gloomhaven_prestige_action_effect

