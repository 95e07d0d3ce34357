from typing import Literal

GloomhavenAbilityHealX = Literal['damage_dealt_this_turn', 'half_target_max_hp', 'hexes_moved_this_action', 'hexes_moved_this_turn', 'target_max_hp']

GLOOMHAVEN_ABILITY_HEAL_X_VALUES: set[GloomhavenAbilityHealX] = { 'damage_dealt_this_turn', 'half_target_max_hp', 'hexes_moved_this_action', 'hexes_moved_this_turn', 'target_max_hp',  }

def check_gloomhaven_ability_heal_x(value: str) -> GloomhavenAbilityHealX:
    if value in GLOOMHAVEN_ABILITY_HEAL_X_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_HEAL_X_VALUES!r}")
