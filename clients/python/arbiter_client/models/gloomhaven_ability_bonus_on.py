from typing import Literal

GloomhavenAbilityBonusOn = Literal['ally_targeted', 'attacked', 'damage', 'end_of_turn', 'melee_attacked', 'own_attack', 'own_heal', 'own_melee_attack', 'own_move', 'own_ranged_attack', 'own_retaliate', 'passive', 'start_of_turn']

GLOOMHAVEN_ABILITY_BONUS_ON_VALUES: set[GloomhavenAbilityBonusOn] = { 'ally_targeted', 'attacked', 'damage', 'end_of_turn', 'melee_attacked', 'own_attack', 'own_heal', 'own_melee_attack', 'own_move', 'own_ranged_attack', 'own_retaliate', 'passive', 'start_of_turn',  }

def check_gloomhaven_ability_bonus_on(value: str) -> GloomhavenAbilityBonusOn:
    if value in GLOOMHAVEN_ABILITY_BONUS_ON_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_BONUS_ON_VALUES!r}")
