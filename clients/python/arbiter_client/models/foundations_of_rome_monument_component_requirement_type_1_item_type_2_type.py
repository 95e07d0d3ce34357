from typing import Literal

FoundationsOfRomeMonumentComponentRequirementType1ItemType2Type = Literal['commercial', 'residential']

FOUNDATIONS_OF_ROME_MONUMENT_COMPONENT_REQUIREMENT_TYPE_1_ITEM_TYPE_2_TYPE_VALUES: set[FoundationsOfRomeMonumentComponentRequirementType1ItemType2Type] = { 'commercial', 'residential',  }

def check_foundations_of_rome_monument_component_requirement_type_1_item_type_2_type(value: str) -> FoundationsOfRomeMonumentComponentRequirementType1ItemType2Type:
    if value in FOUNDATIONS_OF_ROME_MONUMENT_COMPONENT_REQUIREMENT_TYPE_1_ITEM_TYPE_2_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_MONUMENT_COMPONENT_REQUIREMENT_TYPE_1_ITEM_TYPE_2_TYPE_VALUES!r}")
