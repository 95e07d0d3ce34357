from typing import Literal

FoundersOfGloomhavenPlacePrestigeActionType = Literal['place_prestige']

FOUNDERS_OF_GLOOMHAVEN_PLACE_PRESTIGE_ACTION_TYPE_VALUES: set[FoundersOfGloomhavenPlacePrestigeActionType] = { 'place_prestige',  }

def check_founders_of_gloomhaven_place_prestige_action_type(value: str) -> FoundersOfGloomhavenPlacePrestigeActionType:
    if value in FOUNDERS_OF_GLOOMHAVEN_PLACE_PRESTIGE_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_PLACE_PRESTIGE_ACTION_TYPE_VALUES!r}")
