from typing import Literal

GloomhavenConsumeElementsItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_CONSUME_ELEMENTS_ITEM_VALUES: set[GloomhavenConsumeElementsItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_consume_elements_item(value: str) -> GloomhavenConsumeElementsItem:
    if value in GLOOMHAVEN_CONSUME_ELEMENTS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CONSUME_ELEMENTS_ITEM_VALUES!r}")
