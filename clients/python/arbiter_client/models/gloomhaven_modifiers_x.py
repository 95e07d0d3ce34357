from typing import Literal

GloomhavenModifiersX = Literal['damage_dealt_this_turn', 'damage_target_suffered', 'half_target_max_hp', 'hexes_moved_this_action', 'hexes_moved_this_turn', 'target_max_hp', 'twice_hexes_destroyed']

GLOOMHAVEN_MODIFIERS_X_VALUES: set[GloomhavenModifiersX] = { 'damage_dealt_this_turn', 'damage_target_suffered', 'half_target_max_hp', 'hexes_moved_this_action', 'hexes_moved_this_turn', 'target_max_hp', 'twice_hexes_destroyed',  }

def check_gloomhaven_modifiers_x(value: str) -> GloomhavenModifiersX:
    if value in GLOOMHAVEN_MODIFIERS_X_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MODIFIERS_X_VALUES!r}")
