from typing import Literal

GloomhavenDamageSufferedEventSource = Literal['ability', 'attack', 'hazardous', 'retaliate', 'scenario', 'short_rest', 'trap', 'treasure', 'wound']

GLOOMHAVEN_DAMAGE_SUFFERED_EVENT_SOURCE_VALUES: set[GloomhavenDamageSufferedEventSource] = { 'ability', 'attack', 'hazardous', 'retaliate', 'scenario', 'short_rest', 'trap', 'treasure', 'wound',  }

def check_gloomhaven_damage_suffered_event_source(value: str) -> GloomhavenDamageSufferedEventSource:
    if value in GLOOMHAVEN_DAMAGE_SUFFERED_EVENT_SOURCE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_DAMAGE_SUFFERED_EVENT_SOURCE_VALUES!r}")
