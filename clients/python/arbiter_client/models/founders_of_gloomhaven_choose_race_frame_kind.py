from typing import Literal

FoundersOfGloomhavenChooseRaceFrameKind = Literal['choose_race']

FOUNDERS_OF_GLOOMHAVEN_CHOOSE_RACE_FRAME_KIND_VALUES: set[FoundersOfGloomhavenChooseRaceFrameKind] = { 'choose_race',  }

def check_founders_of_gloomhaven_choose_race_frame_kind(value: str) -> FoundersOfGloomhavenChooseRaceFrameKind:
    if value in FOUNDERS_OF_GLOOMHAVEN_CHOOSE_RACE_FRAME_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_CHOOSE_RACE_FRAME_KIND_VALUES!r}")
