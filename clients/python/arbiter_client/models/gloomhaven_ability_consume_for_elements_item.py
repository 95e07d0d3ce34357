from typing import Literal

GloomhavenAbilityConsumeForElementsItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ABILITY_CONSUME_FOR_ELEMENTS_ITEM_VALUES: set[GloomhavenAbilityConsumeForElementsItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_ability_consume_for_elements_item(value: str) -> GloomhavenAbilityConsumeForElementsItem:
    if value in GLOOMHAVEN_ABILITY_CONSUME_FOR_ELEMENTS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_CONSUME_FOR_ELEMENTS_ITEM_VALUES!r}")
