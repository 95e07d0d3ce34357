from typing import Literal

FoundationsOfRomeHandsPassedEventType = Literal['hands_passed']

FOUNDATIONS_OF_ROME_HANDS_PASSED_EVENT_TYPE_VALUES: set[FoundationsOfRomeHandsPassedEventType] = { 'hands_passed',  }

def check_foundations_of_rome_hands_passed_event_type(value: str) -> FoundationsOfRomeHandsPassedEventType:
    if value in FOUNDATIONS_OF_ROME_HANDS_PASSED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_HANDS_PASSED_EVENT_TYPE_VALUES!r}")
