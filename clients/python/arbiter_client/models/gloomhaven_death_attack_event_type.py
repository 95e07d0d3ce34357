from typing import Literal

GloomhavenDeathAttackEventType = Literal['death_attack']

GLOOMHAVEN_DEATH_ATTACK_EVENT_TYPE_VALUES: set[GloomhavenDeathAttackEventType] = { 'death_attack',  }

def check_gloomhaven_death_attack_event_type(value: str) -> GloomhavenDeathAttackEventType:
    if value in GLOOMHAVEN_DEATH_ATTACK_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_DEATH_ATTACK_EVENT_TYPE_VALUES!r}")
