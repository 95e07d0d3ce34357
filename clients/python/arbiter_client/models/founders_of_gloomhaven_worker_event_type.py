from typing import Literal

FoundersOfGloomhavenWorkerEventType = Literal['worker']

FOUNDERS_OF_GLOOMHAVEN_WORKER_EVENT_TYPE_VALUES: set[FoundersOfGloomhavenWorkerEventType] = { 'worker',  }

def check_founders_of_gloomhaven_worker_event_type(value: str) -> FoundersOfGloomhavenWorkerEventType:
    if value in FOUNDERS_OF_GLOOMHAVEN_WORKER_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_WORKER_EVENT_TYPE_VALUES!r}")
