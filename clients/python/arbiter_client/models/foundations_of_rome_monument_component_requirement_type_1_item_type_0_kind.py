from typing import Literal

FoundationsOfRomeMonumentComponentRequirementType1ItemType0Kind = Literal['edge', 'zero_lot_markers']

FOUNDATIONS_OF_ROME_MONUMENT_COMPONENT_REQUIREMENT_TYPE_1_ITEM_TYPE_0_KIND_VALUES: set[FoundationsOfRomeMonumentComponentRequirementType1ItemType0Kind] = { 'edge', 'zero_lot_markers',  }

def check_foundations_of_rome_monument_component_requirement_type_1_item_type_0_kind(value: str) -> FoundationsOfRomeMonumentComponentRequirementType1ItemType0Kind:
    if value in FOUNDATIONS_OF_ROME_MONUMENT_COMPONENT_REQUIREMENT_TYPE_1_ITEM_TYPE_0_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_MONUMENT_COMPONENT_REQUIREMENT_TYPE_1_ITEM_TYPE_0_KIND_VALUES!r}")
