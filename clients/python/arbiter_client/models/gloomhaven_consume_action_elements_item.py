from typing import Literal

GloomhavenConsumeActionElementsItem = Literal['air', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_CONSUME_ACTION_ELEMENTS_ITEM_VALUES: set[GloomhavenConsumeActionElementsItem] = { 'air', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_consume_action_elements_item(value: str) -> GloomhavenConsumeActionElementsItem:
    if value in GLOOMHAVEN_CONSUME_ACTION_ELEMENTS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CONSUME_ACTION_ELEMENTS_ITEM_VALUES!r}")
