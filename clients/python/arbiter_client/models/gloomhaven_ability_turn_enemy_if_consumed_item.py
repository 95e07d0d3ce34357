from typing import Literal

GloomhavenAbilityTurnEnemyIfConsumedItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ABILITY_TURN_ENEMY_IF_CONSUMED_ITEM_VALUES: set[GloomhavenAbilityTurnEnemyIfConsumedItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_ability_turn_enemy_if_consumed_item(value: str) -> GloomhavenAbilityTurnEnemyIfConsumedItem:
    if value in GLOOMHAVEN_ABILITY_TURN_ENEMY_IF_CONSUMED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_TURN_ENEMY_IF_CONSUMED_ITEM_VALUES!r}")
