from typing import Literal

GloomhavenRuleObjectiveKind = Literal['objective']

GLOOMHAVEN_RULE_OBJECTIVE_KIND_VALUES: set[GloomhavenRuleObjectiveKind] = { 'objective',  }

def check_gloomhaven_rule_objective_kind(value: str) -> GloomhavenRuleObjectiveKind:
    if value in GLOOMHAVEN_RULE_OBJECTIVE_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_OBJECTIVE_KIND_VALUES!r}")
