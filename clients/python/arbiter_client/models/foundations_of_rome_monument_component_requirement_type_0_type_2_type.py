from typing import Literal

FoundationsOfRomeMonumentComponentRequirementType0Type2Type = Literal['commercial', 'residential']

FOUNDATIONS_OF_ROME_MONUMENT_COMPONENT_REQUIREMENT_TYPE_0_TYPE_2_TYPE_VALUES: set[FoundationsOfRomeMonumentComponentRequirementType0Type2Type] = { 'commercial', 'residential',  }

def check_foundations_of_rome_monument_component_requirement_type_0_type_2_type(value: str) -> FoundationsOfRomeMonumentComponentRequirementType0Type2Type:
    if value in FOUNDATIONS_OF_ROME_MONUMENT_COMPONENT_REQUIREMENT_TYPE_0_TYPE_2_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_MONUMENT_COMPONENT_REQUIREMENT_TYPE_0_TYPE_2_TYPE_VALUES!r}")
