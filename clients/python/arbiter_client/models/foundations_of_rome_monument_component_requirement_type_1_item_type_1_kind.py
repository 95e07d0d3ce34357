from typing import Literal

FoundationsOfRomeMonumentComponentRequirementType1ItemType1Kind = Literal['buildings', 'civic_buildings', 'commercial_silver', 'deeds_bought', 'own_building_size', 'population']

FOUNDATIONS_OF_ROME_MONUMENT_COMPONENT_REQUIREMENT_TYPE_1_ITEM_TYPE_1_KIND_VALUES: set[FoundationsOfRomeMonumentComponentRequirementType1ItemType1Kind] = { 'buildings', 'civic_buildings', 'commercial_silver', 'deeds_bought', 'own_building_size', 'population',  }

def check_foundations_of_rome_monument_component_requirement_type_1_item_type_1_kind(value: str) -> FoundationsOfRomeMonumentComponentRequirementType1ItemType1Kind:
    if value in FOUNDATIONS_OF_ROME_MONUMENT_COMPONENT_REQUIREMENT_TYPE_1_ITEM_TYPE_1_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_MONUMENT_COMPONENT_REQUIREMENT_TYPE_1_ITEM_TYPE_1_KIND_VALUES!r}")
