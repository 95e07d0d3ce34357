from typing import Literal

GloomhavenAbilityScenarioRuleIfConsumedItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ABILITY_SCENARIO_RULE_IF_CONSUMED_ITEM_VALUES: set[GloomhavenAbilityScenarioRuleIfConsumedItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_ability_scenario_rule_if_consumed_item(value: str) -> GloomhavenAbilityScenarioRuleIfConsumedItem:
    if value in GLOOMHAVEN_ABILITY_SCENARIO_RULE_IF_CONSUMED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_SCENARIO_RULE_IF_CONSUMED_ITEM_VALUES!r}")
