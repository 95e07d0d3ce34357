from typing import Literal

GloomhavenModifierShuffledInEventType = Literal['modifier_shuffled_in']

GLOOMHAVEN_MODIFIER_SHUFFLED_IN_EVENT_TYPE_VALUES: set[GloomhavenModifierShuffledInEventType] = { 'modifier_shuffled_in',  }

def check_gloomhaven_modifier_shuffled_in_event_type(value: str) -> GloomhavenModifierShuffledInEventType:
    if value in GLOOMHAVEN_MODIFIER_SHUFFLED_IN_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MODIFIER_SHUFFLED_IN_EVENT_TYPE_VALUES!r}")
