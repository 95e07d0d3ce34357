from typing import Literal

GloomhavenOptionsScenarioType0 = Literal[1, 3, 17, 59, 65, 94]

GLOOMHAVEN_OPTIONS_SCENARIO_TYPE_0_VALUES: set[GloomhavenOptionsScenarioType0] = { 1, 3, 17, 59, 65, 94,  }

def check_gloomhaven_options_scenario_type_0(value: int) -> GloomhavenOptionsScenarioType0:
    if value in GLOOMHAVEN_OPTIONS_SCENARIO_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_OPTIONS_SCENARIO_TYPE_0_VALUES!r}")
