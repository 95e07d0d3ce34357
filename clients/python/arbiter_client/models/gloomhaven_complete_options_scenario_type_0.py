from typing import Literal

GloomhavenCompleteOptionsScenarioType0 = Literal[1, 3, 17, 59, 65, 94]

GLOOMHAVEN_COMPLETE_OPTIONS_SCENARIO_TYPE_0_VALUES: set[GloomhavenCompleteOptionsScenarioType0] = { 1, 3, 17, 59, 65, 94,  }

def check_gloomhaven_complete_options_scenario_type_0(value: int) -> GloomhavenCompleteOptionsScenarioType0:
    if value in GLOOMHAVEN_COMPLETE_OPTIONS_SCENARIO_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_COMPLETE_OPTIONS_SCENARIO_TYPE_0_VALUES!r}")
