from typing import Literal

GameStatusOutcomeType3Type1 = Literal['defeat', 'victory']

GAME_STATUS_OUTCOME_TYPE_3_TYPE_1_VALUES: set[GameStatusOutcomeType3Type1] = { 'defeat', 'victory',  }

def check_game_status_outcome_type_3_type_1(value: str) -> GameStatusOutcomeType3Type1:
    if value in GAME_STATUS_OUTCOME_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAME_STATUS_OUTCOME_TYPE_3_TYPE_1_VALUES!r}")
