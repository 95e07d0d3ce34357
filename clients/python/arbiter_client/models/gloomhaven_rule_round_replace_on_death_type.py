from typing import Literal

GloomhavenRuleRoundReplaceOnDeathType = Literal['replace_on_death']

GLOOMHAVEN_RULE_ROUND_REPLACE_ON_DEATH_TYPE_VALUES: set[GloomhavenRuleRoundReplaceOnDeathType] = { 'replace_on_death',  }

def check_gloomhaven_rule_round_replace_on_death_type(value: str) -> GloomhavenRuleRoundReplaceOnDeathType:
    if value in GLOOMHAVEN_RULE_ROUND_REPLACE_ON_DEATH_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_ROUND_REPLACE_ON_DEATH_TYPE_VALUES!r}")
