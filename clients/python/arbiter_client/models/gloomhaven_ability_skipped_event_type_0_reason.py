from typing import Literal

GloomhavenAbilitySkippedEventType0Reason = Literal['chosen', 'disarm', 'immobilize', 'no_target']

GLOOMHAVEN_ABILITY_SKIPPED_EVENT_TYPE_0_REASON_VALUES: set[GloomhavenAbilitySkippedEventType0Reason] = { 'chosen', 'disarm', 'immobilize', 'no_target',  }

def check_gloomhaven_ability_skipped_event_type_0_reason(value: str) -> GloomhavenAbilitySkippedEventType0Reason:
    if value in GLOOMHAVEN_ABILITY_SKIPPED_EVENT_TYPE_0_REASON_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_SKIPPED_EVENT_TYPE_0_REASON_VALUES!r}")
