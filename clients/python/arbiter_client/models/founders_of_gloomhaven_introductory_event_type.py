from typing import Literal

FoundersOfGloomhavenIntroductoryEventType = Literal['introductory']

FOUNDERS_OF_GLOOMHAVEN_INTRODUCTORY_EVENT_TYPE_VALUES: set[FoundersOfGloomhavenIntroductoryEventType] = { 'introductory',  }

def check_founders_of_gloomhaven_introductory_event_type(value: str) -> FoundersOfGloomhavenIntroductoryEventType:
    if value in FOUNDERS_OF_GLOOMHAVEN_INTRODUCTORY_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_INTRODUCTORY_EVENT_TYPE_VALUES!r}")
