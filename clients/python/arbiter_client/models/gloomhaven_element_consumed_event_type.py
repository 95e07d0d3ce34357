from typing import Literal

GloomhavenElementConsumedEventType = Literal['element_consumed']

GLOOMHAVEN_ELEMENT_CONSUMED_EVENT_TYPE_VALUES: set[GloomhavenElementConsumedEventType] = { 'element_consumed',  }

def check_gloomhaven_element_consumed_event_type(value: str) -> GloomhavenElementConsumedEventType:
    if value in GLOOMHAVEN_ELEMENT_CONSUMED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ELEMENT_CONSUMED_EVENT_TYPE_VALUES!r}")
