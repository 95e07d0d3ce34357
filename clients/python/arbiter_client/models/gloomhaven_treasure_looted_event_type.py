from typing import Literal

GloomhavenTreasureLootedEventType = Literal['treasure_looted']

GLOOMHAVEN_TREASURE_LOOTED_EVENT_TYPE_VALUES: set[GloomhavenTreasureLootedEventType] = { 'treasure_looted',  }

def check_gloomhaven_treasure_looted_event_type(value: str) -> GloomhavenTreasureLootedEventType:
    if value in GLOOMHAVEN_TREASURE_LOOTED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_TREASURE_LOOTED_EVENT_TYPE_VALUES!r}")
