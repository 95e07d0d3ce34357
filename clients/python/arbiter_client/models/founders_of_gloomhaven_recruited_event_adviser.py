from typing import Literal

FoundersOfGloomhavenRecruitedEventAdviser = Literal['architect', 'broker', 'diplomat', 'driver', 'engineer', 'envoy', 'foreman', 'herald', 'mason', 'merchant', 'peddler', 'quartermaster', 'scribe', 'smuggler', 'spymaster', 'steward', 'surveyor', 'tinkerer']

FOUNDERS_OF_GLOOMHAVEN_RECRUITED_EVENT_ADVISER_VALUES: set[FoundersOfGloomhavenRecruitedEventAdviser] = { 'architect', 'broker', 'diplomat', 'driver', 'engineer', 'envoy', 'foreman', 'herald', 'mason', 'merchant', 'peddler', 'quartermaster', 'scribe', 'smuggler', 'spymaster', 'steward', 'surveyor', 'tinkerer',  }

def check_founders_of_gloomhaven_recruited_event_adviser(value: str) -> FoundersOfGloomhavenRecruitedEventAdviser:
    if value in FOUNDERS_OF_GLOOMHAVEN_RECRUITED_EVENT_ADVISER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_RECRUITED_EVENT_ADVISER_VALUES!r}")
