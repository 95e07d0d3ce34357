from typing import Literal

GloomhavenInitiativeOrderEventType = Literal['initiative_order']

GLOOMHAVEN_INITIATIVE_ORDER_EVENT_TYPE_VALUES: set[GloomhavenInitiativeOrderEventType] = { 'initiative_order',  }

def check_gloomhaven_initiative_order_event_type(value: str) -> GloomhavenInitiativeOrderEventType:
    if value in GLOOMHAVEN_INITIATIVE_ORDER_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_INITIATIVE_ORDER_EVENT_TYPE_VALUES!r}")
