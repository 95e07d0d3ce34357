from typing import Literal

GloomhavenAbilityRefreshItemType = Literal['refresh_item']

GLOOMHAVEN_ABILITY_REFRESH_ITEM_TYPE_VALUES: set[GloomhavenAbilityRefreshItemType] = { 'refresh_item',  }

def check_gloomhaven_ability_refresh_item_type(value: str) -> GloomhavenAbilityRefreshItemType:
    if value in GLOOMHAVEN_ABILITY_REFRESH_ITEM_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_REFRESH_ITEM_TYPE_VALUES!r}")
