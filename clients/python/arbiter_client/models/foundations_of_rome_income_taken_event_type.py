from typing import Literal

FoundationsOfRomeIncomeTakenEventType = Literal['income_taken']

FOUNDATIONS_OF_ROME_INCOME_TAKEN_EVENT_TYPE_VALUES: set[FoundationsOfRomeIncomeTakenEventType] = { 'income_taken',  }

def check_foundations_of_rome_income_taken_event_type(value: str) -> FoundationsOfRomeIncomeTakenEventType:
    if value in FOUNDATIONS_OF_ROME_INCOME_TAKEN_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_INCOME_TAKEN_EVENT_TYPE_VALUES!r}")
