from typing import Literal

FoundationsOfRomeBuildingComponentType = Literal['civic', 'commercial', 'residential']

FOUNDATIONS_OF_ROME_BUILDING_COMPONENT_TYPE_VALUES: set[FoundationsOfRomeBuildingComponentType] = { 'civic', 'commercial', 'residential',  }

def check_foundations_of_rome_building_component_type(value: str) -> FoundationsOfRomeBuildingComponentType:
    if value in FOUNDATIONS_OF_ROME_BUILDING_COMPONENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_BUILDING_COMPONENT_TYPE_VALUES!r}")
