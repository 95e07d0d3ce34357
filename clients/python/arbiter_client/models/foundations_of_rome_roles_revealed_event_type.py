from typing import Literal

FoundationsOfRomeRolesRevealedEventType = Literal['roles_revealed']

FOUNDATIONS_OF_ROME_ROLES_REVEALED_EVENT_TYPE_VALUES: set[FoundationsOfRomeRolesRevealedEventType] = { 'roles_revealed',  }

def check_foundations_of_rome_roles_revealed_event_type(value: str) -> FoundationsOfRomeRolesRevealedEventType:
    if value in FOUNDATIONS_OF_ROME_ROLES_REVEALED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_ROLES_REVEALED_EVENT_TYPE_VALUES!r}")
