from typing import Literal

GloomhavenAbilityScenarioRuleOnlyIf = Literal['consumed_before', 'ended_where_started', 'moved_in_straight_line']

GLOOMHAVEN_ABILITY_SCENARIO_RULE_ONLY_IF_VALUES: set[GloomhavenAbilityScenarioRuleOnlyIf] = { 'consumed_before', 'ended_where_started', 'moved_in_straight_line',  }

def check_gloomhaven_ability_scenario_rule_only_if(value: str) -> GloomhavenAbilityScenarioRuleOnlyIf:
    if value in GLOOMHAVEN_ABILITY_SCENARIO_RULE_ONLY_IF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_SCENARIO_RULE_ONLY_IF_VALUES!r}")
