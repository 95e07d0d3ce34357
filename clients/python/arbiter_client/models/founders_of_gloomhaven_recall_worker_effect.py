from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.founders_of_gloomhaven_recall_worker_effect_effect import check_founders_of_gloomhaven_recall_worker_effect_effect
from ..models.founders_of_gloomhaven_recall_worker_effect_effect import FoundersOfGloomhavenRecallWorkerEffectEffect
from typing import cast






T = TypeVar("T", bound="FoundersOfGloomhavenRecallWorkerEffect")



@_attrs_define
class FoundersOfGloomhavenRecallWorkerEffect:
    """ 
        Attributes:
            effect (FoundersOfGloomhavenRecallWorkerEffectEffect):
     """

    effect: FoundersOfGloomhavenRecallWorkerEffectEffect





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
        effect = check_founders_of_gloomhaven_recall_worker_effect_effect(d.pop("effect"))




        founders_of_gloomhaven_recall_worker_effect = cls(
            effect=effect,
        )

        return founders_of_gloomhaven_recall_worker_effect

