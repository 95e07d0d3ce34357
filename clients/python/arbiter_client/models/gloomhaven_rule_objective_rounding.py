from typing import Literal

GloomhavenRuleObjectiveRounding = Literal['down', 'up']

GLOOMHAVEN_RULE_OBJECTIVE_ROUNDING_VALUES: set[GloomhavenRuleObjectiveRounding] = { 'down', 'up',  }

def check_gloomhaven_rule_objective_rounding(value: str) -> GloomhavenRuleObjectiveRounding:
    if value in GLOOMHAVEN_RULE_OBJECTIVE_ROUNDING_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_OBJECTIVE_ROUNDING_VALUES!r}")
