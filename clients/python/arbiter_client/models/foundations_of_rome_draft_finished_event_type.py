from typing import Literal

FoundationsOfRomeDraftFinishedEventType = Literal['draft_finished']

FOUNDATIONS_OF_ROME_DRAFT_FINISHED_EVENT_TYPE_VALUES: set[FoundationsOfRomeDraftFinishedEventType] = { 'draft_finished',  }

def check_foundations_of_rome_draft_finished_event_type(value: str) -> FoundationsOfRomeDraftFinishedEventType:
    if value in FOUNDATIONS_OF_ROME_DRAFT_FINISHED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_DRAFT_FINISHED_EVENT_TYPE_VALUES!r}")
