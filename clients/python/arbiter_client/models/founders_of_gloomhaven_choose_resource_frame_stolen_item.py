from typing import Literal

FoundersOfGloomhavenChooseResourceFrameStolenItem = Literal['crops', 'gems', 'knowledge', 'livestock', 'metal', 'population', 'stone', 'wood']

FOUNDERS_OF_GLOOMHAVEN_CHOOSE_RESOURCE_FRAME_STOLEN_ITEM_VALUES: set[FoundersOfGloomhavenChooseResourceFrameStolenItem] = { 'crops', 'gems', 'knowledge', 'livestock', 'metal', 'population', 'stone', 'wood',  }

def check_founders_of_gloomhaven_choose_resource_frame_stolen_item(value: str) -> FoundersOfGloomhavenChooseResourceFrameStolenItem:
    if value in FOUNDERS_OF_GLOOMHAVEN_CHOOSE_RESOURCE_FRAME_STOLEN_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_CHOOSE_RESOURCE_FRAME_STOLEN_ITEM_VALUES!r}")
