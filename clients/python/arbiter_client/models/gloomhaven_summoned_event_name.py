from typing import Literal

GloomhavenSummonedEventName = Literal['Battle Bot', 'Burning Avatar', 'Decoy', 'Kill Bot', 'Monstrous Rat', 'Mystic Ally', 'Rat King', 'Rat Swarm']

GLOOMHAVEN_SUMMONED_EVENT_NAME_VALUES: set[GloomhavenSummonedEventName] = { 'Battle Bot', 'Burning Avatar', 'Decoy', 'Kill Bot', 'Monstrous Rat', 'Mystic Ally', 'Rat King', 'Rat Swarm',  }

def check_gloomhaven_summoned_event_name(value: str) -> GloomhavenSummonedEventName:
    if value in GLOOMHAVEN_SUMMONED_EVENT_NAME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_SUMMONED_EVENT_NAME_VALUES!r}")
