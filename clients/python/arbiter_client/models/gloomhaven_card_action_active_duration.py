from typing import Literal

GloomhavenCardActionActiveDuration = Literal['persistent', 'round']

GLOOMHAVEN_CARD_ACTION_ACTIVE_DURATION_VALUES: set[GloomhavenCardActionActiveDuration] = { 'persistent', 'round',  }

def check_gloomhaven_card_action_active_duration(value: str) -> GloomhavenCardActionActiveDuration:
    if value in GLOOMHAVEN_CARD_ACTION_ACTIVE_DURATION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CARD_ACTION_ACTIVE_DURATION_VALUES!r}")
