from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_building_component_kind import check_foundations_of_rome_building_component_kind
from ..models.foundations_of_rome_building_component_kind import FoundationsOfRomeBuildingComponentKind
from ..models.foundations_of_rome_building_component_type import check_foundations_of_rome_building_component_type
from ..models.foundations_of_rome_building_component_type import FoundationsOfRomeBuildingComponentType
from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_civic_scoring import FoundationsOfRomeCivicScoring





T = TypeVar("T", bound="FoundationsOfRomeBuildingComponent")



@_attrs_define
class FoundationsOfRomeBuildingComponent:
    """ 
        Attributes:
            citizens (int):
            civic_scoring (FoundationsOfRomeCivicScoring | None):
            count (int):
            kind (FoundationsOfRomeBuildingComponentKind):
            name (str):
            orientations (int):
            shape (list[list[int]]): [column, row] offsets
            silver (int):
            size (int):
            type_ (FoundationsOfRomeBuildingComponentType):
            vp (int):
     """

    citizens: int
    civic_scoring: FoundationsOfRomeCivicScoring | None
    count: int
    kind: FoundationsOfRomeBuildingComponentKind
    name: str
    orientations: int
    shape: list[list[int]]
    silver: int
    size: int
    type_: FoundationsOfRomeBuildingComponentType
    vp: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_civic_scoring import FoundationsOfRomeCivicScoring # noqa: PLC0415
        citizens = self.citizens

        civic_scoring: dict[str, Any] | None
        if isinstance(self.civic_scoring, FoundationsOfRomeCivicScoring):
            civic_scoring = self.civic_scoring.to_dict()
        else:
            civic_scoring = self.civic_scoring

        count = self.count

        kind: str = self.kind

        name = self.name

        orientations = self.orientations

        shape = []
        for shape_item_data in self.shape:
            shape_item = shape_item_data


            shape.append(shape_item)



        silver = self.silver

        size = self.size

        type_: str = self.type_

        vp = self.vp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "citizens": citizens,
            "civic_scoring": civic_scoring,
            "count": count,
            "kind": kind,
            "name": name,
            "orientations": orientations,
            "shape": shape,
            "silver": silver,
            "size": size,
            "type": type_,
            "vp": vp,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_civic_scoring import FoundationsOfRomeCivicScoring # noqa: PLC0415
        d = dict(src_dict)
        citizens = d.pop("citizens")

        def _parse_civic_scoring(data: object) -> FoundationsOfRomeCivicScoring | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                civic_scoring_type_0 = FoundationsOfRomeCivicScoring.from_dict(data)



                return civic_scoring_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FoundationsOfRomeCivicScoring | None, data)

        civic_scoring = _parse_civic_scoring(d.pop("civic_scoring"))


        count = d.pop("count")

        kind = check_foundations_of_rome_building_component_kind(d.pop("kind"))




        name = d.pop("name")

        orientations = d.pop("orientations")

        shape = []
        _shape = d.pop("shape")
        for shape_item_data in (_shape):
            shape_item = cast(list[int], shape_item_data)

            shape.append(shape_item)


        silver = d.pop("silver")

        size = d.pop("size")

        type_ = check_foundations_of_rome_building_component_type(d.pop("type"))




        vp = d.pop("vp")

        foundations_of_rome_building_component = cls(
            citizens=citizens,
            civic_scoring=civic_scoring,
            count=count,
            kind=kind,
            name=name,
            orientations=orientations,
            shape=shape,
            silver=silver,
            size=size,
            type_=type_,
            vp=vp,
        )

        return foundations_of_rome_building_component

