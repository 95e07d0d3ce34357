from typing import Literal

GloomhavenUseItemActionType = Literal['use_item']

GLOOMHAVEN_USE_ITEM_ACTION_TYPE_VALUES: set[GloomhavenUseItemActionType] = { 'use_item',  }

def check_gloomhaven_use_item_action_type(value: str) -> GloomhavenUseItemActionType:
    if value in GLOOMHAVEN_USE_ITEM_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_USE_ITEM_ACTION_TYPE_VALUES!r}")
