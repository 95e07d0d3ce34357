from typing import Literal

GloomhavenItemUsedEventState = Literal['consumed', 'ready', 'spent']

GLOOMHAVEN_ITEM_USED_EVENT_STATE_VALUES: set[GloomhavenItemUsedEventState] = { 'consumed', 'ready', 'spent',  }

def check_gloomhaven_item_used_event_state(value: str) -> GloomhavenItemUsedEventState:
    if value in GLOOMHAVEN_ITEM_USED_EVENT_STATE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ITEM_USED_EVENT_STATE_VALUES!r}")
