from typing import Literal

FoundersOfGloomhavenChooseResourceActionResource = Literal['crops', 'gems', 'knowledge', 'livestock', 'metal', 'population', 'stone', 'wood']

FOUNDERS_OF_GLOOMHAVEN_CHOOSE_RESOURCE_ACTION_RESOURCE_VALUES: set[FoundersOfGloomhavenChooseResourceActionResource] = { 'crops', 'gems', 'knowledge', 'livestock', 'metal', 'population', 'stone', 'wood',  }

def check_founders_of_gloomhaven_choose_resource_action_resource(value: str) -> FoundersOfGloomhavenChooseResourceActionResource:
    if value in FOUNDERS_OF_GLOOMHAVEN_CHOOSE_RESOURCE_ACTION_RESOURCE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_CHOOSE_RESOURCE_ACTION_RESOURCE_VALUES!r}")
