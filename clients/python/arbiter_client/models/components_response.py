from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_components import FoundationsOfRomeComponents
  from ..models.founders_of_gloomhaven_components import FoundersOfGloomhavenComponents
  from ..models.gloomhaven_components import GloomhavenComponents





T = TypeVar("T", bound="ComponentsResponse")



@_attrs_define
class ComponentsResponse:
    """ 
        Attributes:
            components (FoundationsOfRomeComponents | FoundersOfGloomhavenComponents | GloomhavenComponents): a game's
                static components
     """

    components: FoundationsOfRomeComponents | FoundersOfGloomhavenComponents | GloomhavenComponents





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_components import FoundationsOfRomeComponents # noqa: PLC0415
        from ..models.founders_of_gloomhaven_components import FoundersOfGloomhavenComponents # noqa: PLC0415
        from ..models.gloomhaven_components import GloomhavenComponents # noqa: PLC0415
        components: dict[str, Any]
        if isinstance(self.components, FoundationsOfRomeComponents):
            components = self.components.to_dict()
        elif isinstance(self.components, FoundersOfGloomhavenComponents):
            components = self.components.to_dict()
        else:
            components = self.components.to_dict()



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "components": components,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_components import FoundationsOfRomeComponents # noqa: PLC0415
        from ..models.founders_of_gloomhaven_components import FoundersOfGloomhavenComponents # noqa: PLC0415
        from ..models.gloomhaven_components import GloomhavenComponents # noqa: PLC0415
        d = dict(src_dict)
        def _parse_components(data: object) -> FoundationsOfRomeComponents | FoundersOfGloomhavenComponents | GloomhavenComponents:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_components_type_0 = FoundationsOfRomeComponents.from_dict(data)



                return componentsschemas_components_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_components_type_1 = FoundersOfGloomhavenComponents.from_dict(data)



                return componentsschemas_components_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_components_type_2 = GloomhavenComponents.from_dict(data)



            return componentsschemas_components_type_2

        components = _parse_components(d.pop("components"))


        components_response = cls(
            components=components,
        )

        return components_response

