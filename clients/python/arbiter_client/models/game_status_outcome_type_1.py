from typing import Literal

GameStatusOutcomeType1 = Literal['defeat', 'victory']

GAME_STATUS_OUTCOME_TYPE_1_VALUES: set[GameStatusOutcomeType1] = { 'defeat', 'victory',  }

def check_game_status_outcome_type_1(value: str) -> GameStatusOutcomeType1:
    if value in GAME_STATUS_OUTCOME_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAME_STATUS_OUTCOME_TYPE_1_VALUES!r}")
