from typing import Literal

FoundationsOfRomeFirstPlayerChosenEventType = Literal['first_player_chosen']

FOUNDATIONS_OF_ROME_FIRST_PLAYER_CHOSEN_EVENT_TYPE_VALUES: set[FoundationsOfRomeFirstPlayerChosenEventType] = { 'first_player_chosen',  }

def check_foundations_of_rome_first_player_chosen_event_type(value: str) -> FoundationsOfRomeFirstPlayerChosenEventType:
    if value in FOUNDATIONS_OF_ROME_FIRST_PLAYER_CHOSEN_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_FIRST_PLAYER_CHOSEN_EVENT_TYPE_VALUES!r}")
