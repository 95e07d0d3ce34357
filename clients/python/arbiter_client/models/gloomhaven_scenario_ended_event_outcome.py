from typing import Literal

GloomhavenScenarioEndedEventOutcome = Literal['defeat', 'victory']

GLOOMHAVEN_SCENARIO_ENDED_EVENT_OUTCOME_VALUES: set[GloomhavenScenarioEndedEventOutcome] = { 'defeat', 'victory',  }

def check_gloomhaven_scenario_ended_event_outcome(value: str) -> GloomhavenScenarioEndedEventOutcome:
    if value in GLOOMHAVEN_SCENARIO_ENDED_EVENT_OUTCOME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_SCENARIO_ENDED_EVENT_OUTCOME_VALUES!r}")
