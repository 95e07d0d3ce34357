from typing import Literal

GloomhavenDrawModifierActionType = Literal['draw_modifier']

GLOOMHAVEN_DRAW_MODIFIER_ACTION_TYPE_VALUES: set[GloomhavenDrawModifierActionType] = { 'draw_modifier',  }

def check_gloomhaven_draw_modifier_action_type(value: str) -> GloomhavenDrawModifierActionType:
    if value in GLOOMHAVEN_DRAW_MODIFIER_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_DRAW_MODIFIER_ACTION_TYPE_VALUES!r}")
