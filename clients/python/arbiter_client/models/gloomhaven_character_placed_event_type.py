from typing import Literal

GloomhavenCharacterPlacedEventType = Literal['character_placed']

GLOOMHAVEN_CHARACTER_PLACED_EVENT_TYPE_VALUES: set[GloomhavenCharacterPlacedEventType] = { 'character_placed',  }

def check_gloomhaven_character_placed_event_type(value: str) -> GloomhavenCharacterPlacedEventType:
    if value in GLOOMHAVEN_CHARACTER_PLACED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CHARACTER_PLACED_EVENT_TYPE_VALUES!r}")
