from typing import Literal

FoundersOfGloomhavenPlayerViewRaceType0 = Literal['harrower', 'human', 'inox', 'orchid', 'quatryl', 'savvas', 'valrath', 'vermling']

FOUNDERS_OF_GLOOMHAVEN_PLAYER_VIEW_RACE_TYPE_0_VALUES: set[FoundersOfGloomhavenPlayerViewRaceType0] = { 'harrower', 'human', 'inox', 'orchid', 'quatryl', 'savvas', 'valrath', 'vermling',  }

def check_founders_of_gloomhaven_player_view_race_type_0(value: str) -> FoundersOfGloomhavenPlayerViewRaceType0:
    if value in FOUNDERS_OF_GLOOMHAVEN_PLAYER_VIEW_RACE_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_PLAYER_VIEW_RACE_TYPE_0_VALUES!r}")
