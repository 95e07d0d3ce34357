from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_components_scenarios_1 import GloomhavenComponentsScenarios1
  from ..models.gloomhaven_components_scenarios_17 import GloomhavenComponentsScenarios17
  from ..models.gloomhaven_components_scenarios_3 import GloomhavenComponentsScenarios3
  from ..models.gloomhaven_components_scenarios_59 import GloomhavenComponentsScenarios59
  from ..models.gloomhaven_components_scenarios_65 import GloomhavenComponentsScenarios65
  from ..models.gloomhaven_components_scenarios_94 import GloomhavenComponentsScenarios94





T = TypeVar("T", bound="GloomhavenComponentsScenarios")



@_attrs_define
class GloomhavenComponentsScenarios:
    """ 
        Attributes:
            field_1 (GloomhavenComponentsScenarios1): a scenario's map in axial coordinates (the hexes of the state)
            field_17 (GloomhavenComponentsScenarios17): a scenario's map in axial coordinates (the hexes of the state)
            field_3 (GloomhavenComponentsScenarios3): a scenario's map in axial coordinates (the hexes of the state)
            field_59 (GloomhavenComponentsScenarios59): a scenario's map in axial coordinates (the hexes of the state)
            field_65 (GloomhavenComponentsScenarios65): a scenario's map in axial coordinates (the hexes of the state)
            field_94 (GloomhavenComponentsScenarios94): a scenario's map in axial coordinates (the hexes of the state)
     """

    field_1: GloomhavenComponentsScenarios1
    field_17: GloomhavenComponentsScenarios17
    field_3: GloomhavenComponentsScenarios3
    field_59: GloomhavenComponentsScenarios59
    field_65: GloomhavenComponentsScenarios65
    field_94: GloomhavenComponentsScenarios94





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_components_scenarios_1 import GloomhavenComponentsScenarios1 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_17 import GloomhavenComponentsScenarios17 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_3 import GloomhavenComponentsScenarios3 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_59 import GloomhavenComponentsScenarios59 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_65 import GloomhavenComponentsScenarios65 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_94 import GloomhavenComponentsScenarios94 # noqa: PLC0415
        field_1 = self.field_1.to_dict()

        field_17 = self.field_17.to_dict()

        field_3 = self.field_3.to_dict()

        field_59 = self.field_59.to_dict()

        field_65 = self.field_65.to_dict()

        field_94 = self.field_94.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "1": field_1,
            "17": field_17,
            "3": field_3,
            "59": field_59,
            "65": field_65,
            "94": field_94,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_components_scenarios_1 import GloomhavenComponentsScenarios1 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_17 import GloomhavenComponentsScenarios17 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_3 import GloomhavenComponentsScenarios3 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_59 import GloomhavenComponentsScenarios59 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_65 import GloomhavenComponentsScenarios65 # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios_94 import GloomhavenComponentsScenarios94 # noqa: PLC0415
        d = dict(src_dict)
        field_1 = GloomhavenComponentsScenarios1.from_dict(d.pop("1"))




        field_17 = GloomhavenComponentsScenarios17.from_dict(d.pop("17"))




        field_3 = GloomhavenComponentsScenarios3.from_dict(d.pop("3"))




        field_59 = GloomhavenComponentsScenarios59.from_dict(d.pop("59"))




        field_65 = GloomhavenComponentsScenarios65.from_dict(d.pop("65"))




        field_94 = GloomhavenComponentsScenarios94.from_dict(d.pop("94"))




        gloomhaven_components_scenarios = cls(
            field_1=field_1,
            field_17=field_17,
            field_3=field_3,
            field_59=field_59,
            field_65=field_65,
            field_94=field_94,
        )

        return gloomhaven_components_scenarios

