from typing import Literal

GloomhavenElementInfusedEventType = Literal['element_infused']

GLOOMHAVEN_ELEMENT_INFUSED_EVENT_TYPE_VALUES: set[GloomhavenElementInfusedEventType] = { 'element_infused',  }

def check_gloomhaven_element_infused_event_type(value: str) -> GloomhavenElementInfusedEventType:
    if value in GLOOMHAVEN_ELEMENT_INFUSED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ELEMENT_INFUSED_EVENT_TYPE_VALUES!r}")
