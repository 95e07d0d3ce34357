from typing import Literal

GloomhavenNoItemActionType = Literal['no_item']

GLOOMHAVEN_NO_ITEM_ACTION_TYPE_VALUES: set[GloomhavenNoItemActionType] = { 'no_item',  }

def check_gloomhaven_no_item_action_type(value: str) -> GloomhavenNoItemActionType:
    if value in GLOOMHAVEN_NO_ITEM_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_NO_ITEM_ACTION_TYPE_VALUES!r}")
