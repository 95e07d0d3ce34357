from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_upgrade_effect_effect import check_founders_of_gloomhaven_upgrade_effect_effect
from ..models.founders_of_gloomhaven_upgrade_effect_effect import FoundersOfGloomhavenUpgradeEffectEffect
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenUpgradeEffect")



@_attrs_define
class FoundersOfGloomhavenUpgradeEffect:
    """ 
        Attributes:
            discount (int):
            effect (FoundersOfGloomhavenUpgradeEffectEffect):
            road (bool | Unset):
     """

    discount: int
    effect: FoundersOfGloomhavenUpgradeEffectEffect
    road: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        discount = self.discount

        effect: str = self.effect

        road = self.road


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "discount": discount,
            "effect": effect,
        })
        if road is not UNSET:
            field_dict["road"] = road

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        discount = d.pop("discount")

        effect = check_founders_of_gloomhaven_upgrade_effect_effect(d.pop("effect"))




        road = d.pop("road", UNSET)

        founders_of_gloomhaven_upgrade_effect = cls(
            discount=discount,
            effect=effect,
            road=road,
        )

        return founders_of_gloomhaven_upgrade_effect

