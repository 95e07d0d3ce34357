from typing import Literal

FoundationsOfRomeMonumentComponentConfidence = Literal['probable', 'rulebook']

FOUNDATIONS_OF_ROME_MONUMENT_COMPONENT_CONFIDENCE_VALUES: set[FoundationsOfRomeMonumentComponentConfidence] = { 'probable', 'rulebook',  }

def check_foundations_of_rome_monument_component_confidence(value: str) -> FoundationsOfRomeMonumentComponentConfidence:
    if value in FOUNDATIONS_OF_ROME_MONUMENT_COMPONENT_CONFIDENCE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_MONUMENT_COMPONENT_CONFIDENCE_VALUES!r}")
