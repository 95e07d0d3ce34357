from typing import Literal

FoundationsOfRomeCardDealtEventFamily = Literal['objectives', 'roles']

FOUNDATIONS_OF_ROME_CARD_DEALT_EVENT_FAMILY_VALUES: set[FoundationsOfRomeCardDealtEventFamily] = { 'objectives', 'roles',  }

def check_foundations_of_rome_card_dealt_event_family(value: str) -> FoundationsOfRomeCardDealtEventFamily:
    if value in FOUNDATIONS_OF_ROME_CARD_DEALT_EVENT_FAMILY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_CARD_DEALT_EVENT_FAMILY_VALUES!r}")
