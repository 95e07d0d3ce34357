from typing import Literal

GloomhavenCompleteOptionsScenario = Literal[1]

GLOOMHAVEN_COMPLETE_OPTIONS_SCENARIO_VALUES: set[GloomhavenCompleteOptionsScenario] = { 1,  }

def check_gloomhaven_complete_options_scenario(value: int) -> GloomhavenCompleteOptionsScenario:
    if value in GLOOMHAVEN_COMPLETE_OPTIONS_SCENARIO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_COMPLETE_OPTIONS_SCENARIO_VALUES!r}")
