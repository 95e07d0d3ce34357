from typing import Literal

GloomhavenAbilitySkippedEventType1Type = Literal['ability_skipped']

GLOOMHAVEN_ABILITY_SKIPPED_EVENT_TYPE_1_TYPE_VALUES: set[GloomhavenAbilitySkippedEventType1Type] = { 'ability_skipped',  }

def check_gloomhaven_ability_skipped_event_type_1_type(value: str) -> GloomhavenAbilitySkippedEventType1Type:
    if value in GLOOMHAVEN_ABILITY_SKIPPED_EVENT_TYPE_1_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_SKIPPED_EVENT_TYPE_1_TYPE_VALUES!r}")
