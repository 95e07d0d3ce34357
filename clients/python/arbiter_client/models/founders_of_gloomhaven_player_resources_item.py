from typing import Literal

FoundersOfGloomhavenPlayerResourcesItem = Literal['crops', 'gems', 'knowledge', 'livestock', 'metal', 'population', 'stone', 'wood']

FOUNDERS_OF_GLOOMHAVEN_PLAYER_RESOURCES_ITEM_VALUES: set[FoundersOfGloomhavenPlayerResourcesItem] = { 'crops', 'gems', 'knowledge', 'livestock', 'metal', 'population', 'stone', 'wood',  }

def check_founders_of_gloomhaven_player_resources_item(value: str) -> FoundersOfGloomhavenPlayerResourcesItem:
    if value in FOUNDERS_OF_GLOOMHAVEN_PLAYER_RESOURCES_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_PLAYER_RESOURCES_ITEM_VALUES!r}")
