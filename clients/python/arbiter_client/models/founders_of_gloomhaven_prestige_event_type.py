from typing import Literal

FoundersOfGloomhavenPrestigeEventType = Literal['prestige']

FOUNDERS_OF_GLOOMHAVEN_PRESTIGE_EVENT_TYPE_VALUES: set[FoundersOfGloomhavenPrestigeEventType] = { 'prestige',  }

def check_founders_of_gloomhaven_prestige_event_type(value: str) -> FoundersOfGloomhavenPrestigeEventType:
    if value in FOUNDERS_OF_GLOOMHAVEN_PRESTIGE_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_PRESTIGE_EVENT_TYPE_VALUES!r}")
