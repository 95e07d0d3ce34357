from typing import Literal

GloomhavenOptionsScenario = Literal[1]

GLOOMHAVEN_OPTIONS_SCENARIO_VALUES: set[GloomhavenOptionsScenario] = { 1,  }

def check_gloomhaven_options_scenario(value: int) -> GloomhavenOptionsScenario:
    if value in GLOOMHAVEN_OPTIONS_SCENARIO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_OPTIONS_SCENARIO_VALUES!r}")
