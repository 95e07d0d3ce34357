from typing import Literal

GloomhavenModifiersPer = Literal['ally_adjacent_to_target', 'ally_in_range', 'enemy_targeted', 'negative_condition_on_target', 'target_damaged', 'target_shield']

GLOOMHAVEN_MODIFIERS_PER_VALUES: set[GloomhavenModifiersPer] = { 'ally_adjacent_to_target', 'ally_in_range', 'enemy_targeted', 'negative_condition_on_target', 'target_damaged', 'target_shield',  }

def check_gloomhaven_modifiers_per(value: str) -> GloomhavenModifiersPer:
    if value in GLOOMHAVEN_MODIFIERS_PER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MODIFIERS_PER_VALUES!r}")
