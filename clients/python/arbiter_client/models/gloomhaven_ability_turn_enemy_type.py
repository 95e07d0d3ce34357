from typing import Literal

GloomhavenAbilityTurnEnemyType = Literal['turn_enemy']

GLOOMHAVEN_ABILITY_TURN_ENEMY_TYPE_VALUES: set[GloomhavenAbilityTurnEnemyType] = { 'turn_enemy',  }

def check_gloomhaven_ability_turn_enemy_type(value: str) -> GloomhavenAbilityTurnEnemyType:
    if value in GLOOMHAVEN_ABILITY_TURN_ENEMY_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_TURN_ENEMY_TYPE_VALUES!r}")
