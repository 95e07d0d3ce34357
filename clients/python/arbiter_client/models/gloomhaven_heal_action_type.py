from typing import Literal

GloomhavenHealActionType = Literal['heal']

GLOOMHAVEN_HEAL_ACTION_TYPE_VALUES: set[GloomhavenHealActionType] = { 'heal',  }

def check_gloomhaven_heal_action_type(value: str) -> GloomhavenHealActionType:
    if value in GLOOMHAVEN_HEAL_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_HEAL_ACTION_TYPE_VALUES!r}")
