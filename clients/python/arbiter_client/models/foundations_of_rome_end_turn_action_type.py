from typing import Literal

FoundationsOfRomeEndTurnActionType = Literal['end_turn']

FOUNDATIONS_OF_ROME_END_TURN_ACTION_TYPE_VALUES: set[FoundationsOfRomeEndTurnActionType] = { 'end_turn',  }

def check_foundations_of_rome_end_turn_action_type(value: str) -> FoundationsOfRomeEndTurnActionType:
    if value in FOUNDATIONS_OF_ROME_END_TURN_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_END_TURN_ACTION_TYPE_VALUES!r}")
