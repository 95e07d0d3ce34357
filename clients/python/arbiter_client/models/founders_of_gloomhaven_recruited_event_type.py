from typing import Literal

FoundersOfGloomhavenRecruitedEventType = Literal['recruited']

FOUNDERS_OF_GLOOMHAVEN_RECRUITED_EVENT_TYPE_VALUES: set[FoundersOfGloomhavenRecruitedEventType] = { 'recruited',  }

def check_founders_of_gloomhaven_recruited_event_type(value: str) -> FoundersOfGloomhavenRecruitedEventType:
    if value in FOUNDERS_OF_GLOOMHAVEN_RECRUITED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_RECRUITED_EVENT_TYPE_VALUES!r}")
