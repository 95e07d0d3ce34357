from typing import Literal

GloomhavenElementsSetEventType = Literal['elements_set']

GLOOMHAVEN_ELEMENTS_SET_EVENT_TYPE_VALUES: set[GloomhavenElementsSetEventType] = { 'elements_set',  }

def check_gloomhaven_elements_set_event_type(value: str) -> GloomhavenElementsSetEventType:
    if value in GLOOMHAVEN_ELEMENTS_SET_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ELEMENTS_SET_EVENT_TYPE_VALUES!r}")
