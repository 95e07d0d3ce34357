from typing import Literal

GloomhavenDoorOpenedEventType = Literal['door_opened']

GLOOMHAVEN_DOOR_OPENED_EVENT_TYPE_VALUES: set[GloomhavenDoorOpenedEventType] = { 'door_opened',  }

def check_gloomhaven_door_opened_event_type(value: str) -> GloomhavenDoorOpenedEventType:
    if value in GLOOMHAVEN_DOOR_OPENED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_DOOR_OPENED_EVENT_TYPE_VALUES!r}")
