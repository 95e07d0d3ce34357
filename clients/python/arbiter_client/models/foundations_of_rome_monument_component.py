from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.foundations_of_rome_monument_component_confidence import check_foundations_of_rome_monument_component_confidence
from ..models.foundations_of_rome_monument_component_confidence import FoundationsOfRomeMonumentComponentConfidence
from ..models.foundations_of_rome_monument_component_guessed_item import check_foundations_of_rome_monument_component_guessed_item
from ..models.foundations_of_rome_monument_component_guessed_item import FoundationsOfRomeMonumentComponentGuessedItem
from ..models.foundations_of_rome_monument_component_type import check_foundations_of_rome_monument_component_type
from ..models.foundations_of_rome_monument_component_type import FoundationsOfRomeMonumentComponentType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.foundations_of_rome_monument_component_requirement_type_0_type_0 import FoundationsOfRomeMonumentComponentRequirementType0Type0
  from ..models.foundations_of_rome_monument_component_requirement_type_0_type_1 import FoundationsOfRomeMonumentComponentRequirementType0Type1
  from ..models.foundations_of_rome_monument_component_requirement_type_0_type_2 import FoundationsOfRomeMonumentComponentRequirementType0Type2
  from ..models.foundations_of_rome_monument_component_requirement_type_1_item_type_0 import FoundationsOfRomeMonumentComponentRequirementType1ItemType0
  from ..models.foundations_of_rome_monument_component_requirement_type_1_item_type_1 import FoundationsOfRomeMonumentComponentRequirementType1ItemType1
  from ..models.foundations_of_rome_monument_component_requirement_type_1_item_type_2 import FoundationsOfRomeMonumentComponentRequirementType1ItemType2
  from ..models.foundations_of_rome_monument_component_value import FoundationsOfRomeMonumentComponentValue





T = TypeVar("T", bound="FoundationsOfRomeMonumentComponent")



@_attrs_define
class FoundationsOfRomeMonumentComponent:
    """ 
        Attributes:
            field_source (str):
            confidence (FoundationsOfRomeMonumentComponentConfidence):
            id (str):
            name (str):
            requirement (FoundationsOfRomeMonumentComponentRequirementType0Type0 |
                FoundationsOfRomeMonumentComponentRequirementType0Type1 |
                FoundationsOfRomeMonumentComponentRequirementType0Type2 |
                list[FoundationsOfRomeMonumentComponentRequirementType1ItemType0 |
                FoundationsOfRomeMonumentComponentRequirementType1ItemType1 |
                FoundationsOfRomeMonumentComponentRequirementType1ItemType2]):
            shape (list[list[int]]):
            type_ (FoundationsOfRomeMonumentComponentType):
            value (FoundationsOfRomeMonumentComponentValue):
            guessed (list[FoundationsOfRomeMonumentComponentGuessedItem] | Unset):
     """

    field_source: str
    confidence: FoundationsOfRomeMonumentComponentConfidence
    id: str
    name: str
    requirement: FoundationsOfRomeMonumentComponentRequirementType0Type0 | FoundationsOfRomeMonumentComponentRequirementType0Type1 | FoundationsOfRomeMonumentComponentRequirementType0Type2 | list[FoundationsOfRomeMonumentComponentRequirementType1ItemType0 | FoundationsOfRomeMonumentComponentRequirementType1ItemType1 | FoundationsOfRomeMonumentComponentRequirementType1ItemType2]
    shape: list[list[int]]
    type_: FoundationsOfRomeMonumentComponentType
    value: FoundationsOfRomeMonumentComponentValue
    guessed: list[FoundationsOfRomeMonumentComponentGuessedItem] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.foundations_of_rome_monument_component_requirement_type_0_type_0 import FoundationsOfRomeMonumentComponentRequirementType0Type0 # noqa: PLC0415
        from ..models.foundations_of_rome_monument_component_requirement_type_0_type_1 import FoundationsOfRomeMonumentComponentRequirementType0Type1 # noqa: PLC0415
        from ..models.foundations_of_rome_monument_component_requirement_type_0_type_2 import FoundationsOfRomeMonumentComponentRequirementType0Type2 # noqa: PLC0415
        from ..models.foundations_of_rome_monument_component_requirement_type_1_item_type_0 import FoundationsOfRomeMonumentComponentRequirementType1ItemType0 # noqa: PLC0415
        from ..models.foundations_of_rome_monument_component_requirement_type_1_item_type_1 import FoundationsOfRomeMonumentComponentRequirementType1ItemType1 # noqa: PLC0415
        from ..models.foundations_of_rome_monument_component_requirement_type_1_item_type_2 import FoundationsOfRomeMonumentComponentRequirementType1ItemType2 # noqa: PLC0415
        from ..models.foundations_of_rome_monument_component_value import FoundationsOfRomeMonumentComponentValue # noqa: PLC0415
        field_source = self.field_source

        confidence: str = self.confidence

        id = self.id

        name = self.name

        requirement: dict[str, Any] | list[dict[str, Any]]
        if isinstance(self.requirement, FoundationsOfRomeMonumentComponentRequirementType0Type0):
            requirement = self.requirement.to_dict()
        elif isinstance(self.requirement, FoundationsOfRomeMonumentComponentRequirementType0Type1):
            requirement = self.requirement.to_dict()
        elif isinstance(self.requirement, FoundationsOfRomeMonumentComponentRequirementType0Type2):
            requirement = self.requirement.to_dict()
        else:
            requirement = []
            for requirement_type_1_item_data in self.requirement:
                requirement_type_1_item: dict[str, Any]
                if isinstance(requirement_type_1_item_data, FoundationsOfRomeMonumentComponentRequirementType1ItemType0):
                    requirement_type_1_item = requirement_type_1_item_data.to_dict()
                elif isinstance(requirement_type_1_item_data, FoundationsOfRomeMonumentComponentRequirementType1ItemType1):
                    requirement_type_1_item = requirement_type_1_item_data.to_dict()
                else:
                    requirement_type_1_item = requirement_type_1_item_data.to_dict()

                requirement.append(requirement_type_1_item)




        shape = []
        for shape_item_data in self.shape:
            shape_item = shape_item_data


            shape.append(shape_item)



        type_: str = self.type_

        value = self.value.to_dict()

        guessed: list[str] | Unset = UNSET
        if not isinstance(self.guessed, Unset):
            guessed = []
            for guessed_item_data in self.guessed:
                guessed_item: str = guessed_item_data
                guessed.append(guessed_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "_source": field_source,
            "confidence": confidence,
            "id": id,
            "name": name,
            "requirement": requirement,
            "shape": shape,
            "type": type_,
            "value": value,
        })
        if guessed is not UNSET:
            field_dict["guessed"] = guessed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.foundations_of_rome_monument_component_requirement_type_0_type_0 import FoundationsOfRomeMonumentComponentRequirementType0Type0 # noqa: PLC0415
        from ..models.foundations_of_rome_monument_component_requirement_type_0_type_1 import FoundationsOfRomeMonumentComponentRequirementType0Type1 # noqa: PLC0415
        from ..models.foundations_of_rome_monument_component_requirement_type_0_type_2 import FoundationsOfRomeMonumentComponentRequirementType0Type2 # noqa: PLC0415
        from ..models.foundations_of_rome_monument_component_requirement_type_1_item_type_0 import FoundationsOfRomeMonumentComponentRequirementType1ItemType0 # noqa: PLC0415
        from ..models.foundations_of_rome_monument_component_requirement_type_1_item_type_1 import FoundationsOfRomeMonumentComponentRequirementType1ItemType1 # noqa: PLC0415
        from ..models.foundations_of_rome_monument_component_requirement_type_1_item_type_2 import FoundationsOfRomeMonumentComponentRequirementType1ItemType2 # noqa: PLC0415
        from ..models.foundations_of_rome_monument_component_value import FoundationsOfRomeMonumentComponentValue # noqa: PLC0415
        d = dict(src_dict)
        field_source = d.pop("_source")

        confidence = check_foundations_of_rome_monument_component_confidence(d.pop("confidence"))




        id = d.pop("id")

        name = d.pop("name")

        def _parse_requirement(data: object) -> FoundationsOfRomeMonumentComponentRequirementType0Type0 | FoundationsOfRomeMonumentComponentRequirementType0Type1 | FoundationsOfRomeMonumentComponentRequirementType0Type2 | list[FoundationsOfRomeMonumentComponentRequirementType1ItemType0 | FoundationsOfRomeMonumentComponentRequirementType1ItemType1 | FoundationsOfRomeMonumentComponentRequirementType1ItemType2]:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                requirement_type_0_type_0 = FoundationsOfRomeMonumentComponentRequirementType0Type0.from_dict(data)



                return requirement_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                requirement_type_0_type_1 = FoundationsOfRomeMonumentComponentRequirementType0Type1.from_dict(data)



                return requirement_type_0_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                requirement_type_0_type_2 = FoundationsOfRomeMonumentComponentRequirementType0Type2.from_dict(data)



                return requirement_type_0_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, list):
                raise TypeError()
            requirement_type_1 = []
            _requirement_type_1 = data
            for requirement_type_1_item_data in (_requirement_type_1):
                def _parse_requirement_type_1_item(data: object) -> FoundationsOfRomeMonumentComponentRequirementType1ItemType0 | FoundationsOfRomeMonumentComponentRequirementType1ItemType1 | FoundationsOfRomeMonumentComponentRequirementType1ItemType2:
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        requirement_type_1_item_type_0 = FoundationsOfRomeMonumentComponentRequirementType1ItemType0.from_dict(data)



                        return requirement_type_1_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        requirement_type_1_item_type_1 = FoundationsOfRomeMonumentComponentRequirementType1ItemType1.from_dict(data)



                        return requirement_type_1_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    requirement_type_1_item_type_2 = FoundationsOfRomeMonumentComponentRequirementType1ItemType2.from_dict(data)



                    return requirement_type_1_item_type_2

                requirement_type_1_item = _parse_requirement_type_1_item(requirement_type_1_item_data)

                requirement_type_1.append(requirement_type_1_item)

            return requirement_type_1

        requirement = _parse_requirement(d.pop("requirement"))


        shape = []
        _shape = d.pop("shape")
        for shape_item_data in (_shape):
            shape_item = cast(list[int], shape_item_data)

            shape.append(shape_item)


        type_ = check_foundations_of_rome_monument_component_type(d.pop("type"))




        value = FoundationsOfRomeMonumentComponentValue.from_dict(d.pop("value"))




        _guessed = d.pop("guessed", UNSET)
        guessed: list[FoundationsOfRomeMonumentComponentGuessedItem] | Unset = UNSET
        if _guessed is not UNSET:
            guessed = []
            for guessed_item_data in _guessed:
                guessed_item = check_foundations_of_rome_monument_component_guessed_item(guessed_item_data)



                guessed.append(guessed_item)


        foundations_of_rome_monument_component = cls(
            field_source=field_source,
            confidence=confidence,
            id=id,
            name=name,
            requirement=requirement,
            shape=shape,
            type_=type_,
            value=value,
            guessed=guessed,
        )

        return foundations_of_rome_monument_component

