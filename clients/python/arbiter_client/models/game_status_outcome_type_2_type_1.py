from typing import Literal

GameStatusOutcomeType2Type1 = Literal['defeat', 'victory']

GAME_STATUS_OUTCOME_TYPE_2_TYPE_1_VALUES: set[GameStatusOutcomeType2Type1] = { 'defeat', 'victory',  }

def check_game_status_outcome_type_2_type_1(value: str) -> GameStatusOutcomeType2Type1:
    if value in GAME_STATUS_OUTCOME_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GAME_STATUS_OUTCOME_TYPE_2_TYPE_1_VALUES!r}")
