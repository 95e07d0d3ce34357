from typing import Literal

GloomhavenAbilityMoveType = Literal['move']

GLOOMHAVEN_ABILITY_MOVE_TYPE_VALUES: set[GloomhavenAbilityMoveType] = { 'move',  }

def check_gloomhaven_ability_move_type(value: str) -> GloomhavenAbilityMoveType:
    if value in GLOOMHAVEN_ABILITY_MOVE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_MOVE_TYPE_VALUES!r}")
