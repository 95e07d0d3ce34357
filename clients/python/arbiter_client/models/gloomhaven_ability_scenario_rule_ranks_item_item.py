from typing import Literal

GloomhavenAbilityScenarioRuleRanksItemItem = Literal['elite', 'normal']

GLOOMHAVEN_ABILITY_SCENARIO_RULE_RANKS_ITEM_ITEM_VALUES: set[GloomhavenAbilityScenarioRuleRanksItemItem] = { 'elite', 'normal',  }

def check_gloomhaven_ability_scenario_rule_ranks_item_item(value: str) -> GloomhavenAbilityScenarioRuleRanksItemItem:
    if value in GLOOMHAVEN_ABILITY_SCENARIO_RULE_RANKS_ITEM_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_SCENARIO_RULE_RANKS_ITEM_ITEM_VALUES!r}")
