from typing import Literal

FoundersOfGloomhavenPlayedEventCardType0 = Literal['architect', 'broker', 'construct', 'diplomat', 'driver', 'engineer', 'envoy', 'foreman', 'herald', 'income', 'mason', 'merchant', 'peddler', 'quartermaster', 'recruit', 'scribe', 'smuggler', 'spymaster', 'steward', 'surveyor', 'tinkerer', 'trade', 'upgrade']

FOUNDERS_OF_GLOOMHAVEN_PLAYED_EVENT_CARD_TYPE_0_VALUES: set[FoundersOfGloomhavenPlayedEventCardType0] = { 'architect', 'broker', 'construct', 'diplomat', 'driver', 'engineer', 'envoy', 'foreman', 'herald', 'income', 'mason', 'merchant', 'peddler', 'quartermaster', 'recruit', 'scribe', 'smuggler', 'spymaster', 'steward', 'surveyor', 'tinkerer', 'trade', 'upgrade',  }

def check_founders_of_gloomhaven_played_event_card_type_0(value: str) -> FoundersOfGloomhavenPlayedEventCardType0:
    if value in FOUNDERS_OF_GLOOMHAVEN_PLAYED_EVENT_CARD_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_PLAYED_EVENT_CARD_TYPE_0_VALUES!r}")
