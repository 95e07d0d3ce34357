from typing import Literal

GloomhavenAbilitySkippedEventType0Type = Literal['ability_skipped']

GLOOMHAVEN_ABILITY_SKIPPED_EVENT_TYPE_0_TYPE_VALUES: set[GloomhavenAbilitySkippedEventType0Type] = { 'ability_skipped',  }

def check_gloomhaven_ability_skipped_event_type_0_type(value: str) -> GloomhavenAbilitySkippedEventType0Type:
    if value in GLOOMHAVEN_ABILITY_SKIPPED_EVENT_TYPE_0_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_SKIPPED_EVENT_TYPE_0_TYPE_VALUES!r}")
