from typing import Literal

FoundersOfGloomhavenAdviserEventAdviser = Literal['architect', 'broker', 'diplomat', 'driver', 'engineer', 'envoy', 'foreman', 'herald', 'mason', 'merchant', 'peddler', 'quartermaster', 'scribe', 'smuggler', 'spymaster', 'steward', 'surveyor', 'tinkerer']

FOUNDERS_OF_GLOOMHAVEN_ADVISER_EVENT_ADVISER_VALUES: set[FoundersOfGloomhavenAdviserEventAdviser] = { 'architect', 'broker', 'diplomat', 'driver', 'engineer', 'envoy', 'foreman', 'herald', 'mason', 'merchant', 'peddler', 'quartermaster', 'scribe', 'smuggler', 'spymaster', 'steward', 'surveyor', 'tinkerer',  }

def check_founders_of_gloomhaven_adviser_event_adviser(value: str) -> FoundersOfGloomhavenAdviserEventAdviser:
    if value in FOUNDERS_OF_GLOOMHAVEN_ADVISER_EVENT_ADVISER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_ADVISER_EVENT_ADVISER_VALUES!r}")
