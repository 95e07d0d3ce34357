from typing import Literal

FoundersOfGloomhavenPlayerViewResourcesItem = Literal['crops', 'gems', 'knowledge', 'livestock', 'metal', 'population', 'stone', 'wood']

FOUNDERS_OF_GLOOMHAVEN_PLAYER_VIEW_RESOURCES_ITEM_VALUES: set[FoundersOfGloomhavenPlayerViewResourcesItem] = { 'crops', 'gems', 'knowledge', 'livestock', 'metal', 'population', 'stone', 'wood',  }

def check_founders_of_gloomhaven_player_view_resources_item(value: str) -> FoundersOfGloomhavenPlayerViewResourcesItem:
    if value in FOUNDERS_OF_GLOOMHAVEN_PLAYER_VIEW_RESOURCES_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_PLAYER_VIEW_RESOURCES_ITEM_VALUES!r}")
