from typing import Literal

GloomhavenScenarioEndedEventType = Literal['scenario_ended']

GLOOMHAVEN_SCENARIO_ENDED_EVENT_TYPE_VALUES: set[GloomhavenScenarioEndedEventType] = { 'scenario_ended',  }

def check_gloomhaven_scenario_ended_event_type(value: str) -> GloomhavenScenarioEndedEventType:
    if value in GLOOMHAVEN_SCENARIO_ENDED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_SCENARIO_ENDED_EVENT_TYPE_VALUES!r}")
