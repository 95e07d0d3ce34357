from typing import Literal

GloomhavenHandsChosenEventType = Literal['hands_chosen']

GLOOMHAVEN_HANDS_CHOSEN_EVENT_TYPE_VALUES: set[GloomhavenHandsChosenEventType] = { 'hands_chosen',  }

def check_gloomhaven_hands_chosen_event_type(value: str) -> GloomhavenHandsChosenEventType:
    if value in GLOOMHAVEN_HANDS_CHOSEN_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_HANDS_CHOSEN_EVENT_TYPE_VALUES!r}")
