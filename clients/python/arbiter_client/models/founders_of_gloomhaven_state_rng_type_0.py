from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="FoundersOfGloomhavenStateRngType0")



@_attrs_define
class FoundersOfGloomhavenStateRngType0:
    """ seeded randomness: the seed and how many draws were made (the state's rng is null with randomness 'table')

        Attributes:
            draws (int):
            seed (int):
     """

    draws: int
    seed: int





    def to_dict(self) -> dict[str, Any]:
        draws = self.draws

        seed = self.seed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "draws": draws,
            "seed": seed,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        draws = d.pop("draws")

        seed = d.pop("seed")

        founders_of_gloomhaven_state_rng_type_0 = cls(
            draws=draws,
            seed=seed,
        )

        return founders_of_gloomhaven_state_rng_type_0

