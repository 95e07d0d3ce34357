from typing import Literal

FoundersOfGloomhavenDrawAdviserActionOutcome = Literal['architect', 'broker', 'diplomat', 'driver', 'engineer', 'envoy', 'foreman', 'herald', 'mason', 'merchant', 'peddler', 'quartermaster', 'scribe', 'smuggler', 'spymaster', 'steward', 'surveyor', 'tinkerer']

FOUNDERS_OF_GLOOMHAVEN_DRAW_ADVISER_ACTION_OUTCOME_VALUES: set[FoundersOfGloomhavenDrawAdviserActionOutcome] = { 'architect', 'broker', 'diplomat', 'driver', 'engineer', 'envoy', 'foreman', 'herald', 'mason', 'merchant', 'peddler', 'quartermaster', 'scribe', 'smuggler', 'spymaster', 'steward', 'surveyor', 'tinkerer',  }

def check_founders_of_gloomhaven_draw_adviser_action_outcome(value: str) -> FoundersOfGloomhavenDrawAdviserActionOutcome:
    if value in FOUNDERS_OF_GLOOMHAVEN_DRAW_ADVISER_ACTION_OUTCOME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_DRAW_ADVISER_ACTION_OUTCOME_VALUES!r}")
