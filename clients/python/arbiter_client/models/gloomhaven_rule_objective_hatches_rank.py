from typing import Literal

GloomhavenRuleObjectiveHatchesRank = Literal['elite', 'normal']

GLOOMHAVEN_RULE_OBJECTIVE_HATCHES_RANK_VALUES: set[GloomhavenRuleObjectiveHatchesRank] = { 'elite', 'normal',  }

def check_gloomhaven_rule_objective_hatches_rank(value: str) -> GloomhavenRuleObjectiveHatchesRank:
    if value in GLOOMHAVEN_RULE_OBJECTIVE_HATCHES_RANK_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_OBJECTIVE_HATCHES_RANK_VALUES!r}")
