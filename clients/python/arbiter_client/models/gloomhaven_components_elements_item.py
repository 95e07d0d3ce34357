from typing import Literal

GloomhavenComponentsElementsItem = Literal['air', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_COMPONENTS_ELEMENTS_ITEM_VALUES: set[GloomhavenComponentsElementsItem] = { 'air', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_components_elements_item(value: str) -> GloomhavenComponentsElementsItem:
    if value in GLOOMHAVEN_COMPONENTS_ELEMENTS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_COMPONENTS_ELEMENTS_ITEM_VALUES!r}")
