from typing import Literal

GloomhavenSummonedEventName = Literal['Decoy', 'Mystic Ally', 'Rat Swarm']

GLOOMHAVEN_SUMMONED_EVENT_NAME_VALUES: set[GloomhavenSummonedEventName] = { 'Decoy', 'Mystic Ally', 'Rat Swarm',  }

def check_gloomhaven_summoned_event_name(value: str) -> GloomhavenSummonedEventName:
    if value in GLOOMHAVEN_SUMMONED_EVENT_NAME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_SUMMONED_EVENT_NAME_VALUES!r}")
