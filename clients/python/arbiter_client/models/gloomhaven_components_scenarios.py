from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_components_scenarios_1 import GloomhavenComponentsScenarios1





T = TypeVar("T", bound="GloomhavenComponentsScenarios")



@_attrs_define
class GloomhavenComponentsScenarios:
    """ 
        Attributes:
            field_1 (GloomhavenComponentsScenarios1): a scenario's map in axial coordinates (the hexes of the state)
     """

    field_1: GloomhavenComponentsScenarios1





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_components_scenarios_1 import GloomhavenComponentsScenarios1 # noqa: PLC0415
        field_1 = self.field_1.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "1": field_1,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_components_scenarios_1 import GloomhavenComponentsScenarios1 # noqa: PLC0415
        d = dict(src_dict)
        field_1 = GloomhavenComponentsScenarios1.from_dict(d.pop("1"))




        gloomhaven_components_scenarios = cls(
            field_1=field_1,
        )

        return gloomhaven_components_scenarios

