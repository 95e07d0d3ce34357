from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gloomhaven_components_conditions_item import check_gloomhaven_components_conditions_item
from ..models.gloomhaven_components_conditions_item import GloomhavenComponentsConditionsItem
from ..models.gloomhaven_components_elements_item import check_gloomhaven_components_elements_item
from ..models.gloomhaven_components_elements_item import GloomhavenComponentsElementsItem
from typing import cast

if TYPE_CHECKING:
  from ..models.gloomhaven_components_classes import GloomhavenComponentsClasses
  from ..models.gloomhaven_components_scenarios import GloomhavenComponentsScenarios





T = TypeVar("T", bound="GloomhavenComponents")



@_attrs_define
class GloomhavenComponents:
    """ the static components of Gloomhaven

        Attributes:
            classes (GloomhavenComponentsClasses):
            conditions (list[GloomhavenComponentsConditionsItem]):
            elements (list[GloomhavenComponentsElementsItem]):
            scenarios (GloomhavenComponentsScenarios):
     """

    classes: GloomhavenComponentsClasses
    conditions: list[GloomhavenComponentsConditionsItem]
    elements: list[GloomhavenComponentsElementsItem]
    scenarios: GloomhavenComponentsScenarios





    def to_dict(self) -> dict[str, Any]:
        from ..models.gloomhaven_components_classes import GloomhavenComponentsClasses # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios import GloomhavenComponentsScenarios # noqa: PLC0415
        classes = self.classes.to_dict()

        conditions = []
        for conditions_item_data in self.conditions:
            conditions_item: str = conditions_item_data
            conditions.append(conditions_item)



        elements = []
        for elements_item_data in self.elements:
            elements_item: str = elements_item_data
            elements.append(elements_item)



        scenarios = self.scenarios.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "classes": classes,
            "conditions": conditions,
            "elements": elements,
            "scenarios": scenarios,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gloomhaven_components_classes import GloomhavenComponentsClasses # noqa: PLC0415
        from ..models.gloomhaven_components_scenarios import GloomhavenComponentsScenarios # noqa: PLC0415
        d = dict(src_dict)
        classes = GloomhavenComponentsClasses.from_dict(d.pop("classes"))




        conditions = []
        _conditions = d.pop("conditions")
        for conditions_item_data in (_conditions):
            conditions_item = check_gloomhaven_components_conditions_item(conditions_item_data)



            conditions.append(conditions_item)


        elements = []
        _elements = d.pop("elements")
        for elements_item_data in (_elements):
            elements_item = check_gloomhaven_components_elements_item(elements_item_data)



            elements.append(elements_item)


        scenarios = GloomhavenComponentsScenarios.from_dict(d.pop("scenarios"))




        gloomhaven_components = cls(
            classes=classes,
            conditions=conditions,
            elements=elements,
            scenarios=scenarios,
        )

        return gloomhaven_components

