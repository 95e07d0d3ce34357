from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_commercial_score import FoundationsOfRomeCommercialScore
  from ..models.foundations_of_rome_population_score import FoundationsOfRomePopulationScore





T = TypeVar("T", bound="FoundationsOfRomeConsulEraScore")



@_attrs_define
class FoundationsOfRomeConsulEraScore:
    """ the Consul's points of an Era

        Attributes:
            commercial (FoundationsOfRomeCommercialScore):
            population (FoundationsOfRomePopulationScore): vp < 0: the Consul's penalty
            total_vp (int):
            vp (int):
     """

    commercial: FoundationsOfRomeCommercialScore
    population: FoundationsOfRomePopulationScore
    total_vp: int
    vp: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_commercial_score import FoundationsOfRomeCommercialScore # noqa: PLC0415
        from ..models.foundations_of_rome_population_score import FoundationsOfRomePopulationScore # noqa: PLC0415
        commercial = self.commercial.to_dict()

        population = self.population.to_dict()

        total_vp = self.total_vp

        vp = self.vp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "commercial": commercial,
            "population": population,
            "total_vp": total_vp,
            "vp": vp,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_commercial_score import FoundationsOfRomeCommercialScore # noqa: PLC0415
        from ..models.foundations_of_rome_population_score import FoundationsOfRomePopulationScore # noqa: PLC0415
        d = dict(src_dict)
        commercial = FoundationsOfRomeCommercialScore.from_dict(d.pop("commercial"))




        population = FoundationsOfRomePopulationScore.from_dict(d.pop("population"))




        total_vp = d.pop("total_vp")

        vp = d.pop("vp")

        foundations_of_rome_consul_era_score = cls(
            commercial=commercial,
            population=population,
            total_vp=total_vp,
            vp=vp,
        )

        return foundations_of_rome_consul_era_score

