from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_components import FoundationsOfRomeComponents





T = TypeVar("T", bound="ComponentsResponse")



@_attrs_define
class ComponentsResponse:
    """ 
        Attributes:
            components (FoundationsOfRomeComponents): the static components of Foundations of Rome
     """

    components: FoundationsOfRomeComponents





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_components import FoundationsOfRomeComponents # noqa: PLC0415
        components = self.components.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "components": components,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_components import FoundationsOfRomeComponents # noqa: PLC0415
        d = dict(src_dict)
        components = FoundationsOfRomeComponents.from_dict(d.pop("components"))




        components_response = cls(
            components=components,
        )

        return components_response

