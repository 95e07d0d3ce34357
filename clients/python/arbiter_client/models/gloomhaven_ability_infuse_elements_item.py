from typing import Literal

GloomhavenAbilityInfuseElementsItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ABILITY_INFUSE_ELEMENTS_ITEM_VALUES: set[GloomhavenAbilityInfuseElementsItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_ability_infuse_elements_item(value: str) -> GloomhavenAbilityInfuseElementsItem:
    if value in GLOOMHAVEN_ABILITY_INFUSE_ELEMENTS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_INFUSE_ELEMENTS_ITEM_VALUES!r}")
