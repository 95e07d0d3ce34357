from typing import Literal

FoundersOfGloomhavenPaidEventType = Literal['paid']

FOUNDERS_OF_GLOOMHAVEN_PAID_EVENT_TYPE_VALUES: set[FoundersOfGloomhavenPaidEventType] = { 'paid',  }

def check_founders_of_gloomhaven_paid_event_type(value: str) -> FoundersOfGloomhavenPaidEventType:
    if value in FOUNDERS_OF_GLOOMHAVEN_PAID_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_PAID_EVENT_TYPE_VALUES!r}")
