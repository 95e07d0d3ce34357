from typing import Literal

GloomhavenAbilityDamageX = Literal['damage_dealt_this_turn', 'damage_target_suffered', 'half_target_max_hp', 'hexes_moved_this_action', 'hexes_moved_this_turn', 'target_max_hp', 'twice_hexes_destroyed']

GLOOMHAVEN_ABILITY_DAMAGE_X_VALUES: set[GloomhavenAbilityDamageX] = { 'damage_dealt_this_turn', 'damage_target_suffered', 'half_target_max_hp', 'hexes_moved_this_action', 'hexes_moved_this_turn', 'target_max_hp', 'twice_hexes_destroyed',  }

def check_gloomhaven_ability_damage_x(value: str) -> GloomhavenAbilityDamageX:
    if value in GLOOMHAVEN_ABILITY_DAMAGE_X_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_DAMAGE_X_VALUES!r}")
