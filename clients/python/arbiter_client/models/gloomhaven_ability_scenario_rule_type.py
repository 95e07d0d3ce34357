from typing import Literal

GloomhavenAbilityScenarioRuleType = Literal['scenario_rule']

GLOOMHAVEN_ABILITY_SCENARIO_RULE_TYPE_VALUES: set[GloomhavenAbilityScenarioRuleType] = { 'scenario_rule',  }

def check_gloomhaven_ability_scenario_rule_type(value: str) -> GloomhavenAbilityScenarioRuleType:
    if value in GLOOMHAVEN_ABILITY_SCENARIO_RULE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_SCENARIO_RULE_TYPE_VALUES!r}")
