from typing import Literal

GloomhavenAttackInsteadActionType = Literal['attack_instead']

GLOOMHAVEN_ATTACK_INSTEAD_ACTION_TYPE_VALUES: set[GloomhavenAttackInsteadActionType] = { 'attack_instead',  }

def check_gloomhaven_attack_instead_action_type(value: str) -> GloomhavenAttackInsteadActionType:
    if value in GLOOMHAVEN_ATTACK_INSTEAD_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ATTACK_INSTEAD_ACTION_TYPE_VALUES!r}")
