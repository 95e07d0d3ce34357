from typing import Literal

GloomhavenAbilitySkippedEventType1Reason = Literal['chosen', 'disarm', 'immobilize', 'no_door', 'no_empty_hex', 'no_standee', 'no_target']

GLOOMHAVEN_ABILITY_SKIPPED_EVENT_TYPE_1_REASON_VALUES: set[GloomhavenAbilitySkippedEventType1Reason] = { 'chosen', 'disarm', 'immobilize', 'no_door', 'no_empty_hex', 'no_standee', 'no_target',  }

def check_gloomhaven_ability_skipped_event_type_1_reason(value: str) -> GloomhavenAbilitySkippedEventType1Reason:
    if value in GLOOMHAVEN_ABILITY_SKIPPED_EVENT_TYPE_1_REASON_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_SKIPPED_EVENT_TYPE_1_REASON_VALUES!r}")
