from typing import Literal

GloomhavenAbilityScenarioRuleRule = Literal['fear', 'fly_to_perch', 'hatch_eggs', 'mind_control', 'summon_demon', 'summon_eggs', 'teleport', 'throne_moves']

GLOOMHAVEN_ABILITY_SCENARIO_RULE_RULE_VALUES: set[GloomhavenAbilityScenarioRuleRule] = { 'fear', 'fly_to_perch', 'hatch_eggs', 'mind_control', 'summon_demon', 'summon_eggs', 'teleport', 'throne_moves',  }

def check_gloomhaven_ability_scenario_rule_rule(value: str) -> GloomhavenAbilityScenarioRuleRule:
    if value in GLOOMHAVEN_ABILITY_SCENARIO_RULE_RULE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_SCENARIO_RULE_RULE_VALUES!r}")
