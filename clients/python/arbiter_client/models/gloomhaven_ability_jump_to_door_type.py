from typing import Literal

GloomhavenAbilityJumpToDoorType = Literal['jump_to_door']

GLOOMHAVEN_ABILITY_JUMP_TO_DOOR_TYPE_VALUES: set[GloomhavenAbilityJumpToDoorType] = { 'jump_to_door',  }

def check_gloomhaven_ability_jump_to_door_type(value: str) -> GloomhavenAbilityJumpToDoorType:
    if value in GLOOMHAVEN_ABILITY_JUMP_TO_DOOR_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_JUMP_TO_DOOR_TYPE_VALUES!r}")
