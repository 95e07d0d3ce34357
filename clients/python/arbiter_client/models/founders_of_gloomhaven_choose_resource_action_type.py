from typing import Literal

FoundersOfGloomhavenChooseResourceActionType = Literal['choose_resource']

FOUNDERS_OF_GLOOMHAVEN_CHOOSE_RESOURCE_ACTION_TYPE_VALUES: set[FoundersOfGloomhavenChooseResourceActionType] = { 'choose_resource',  }

def check_founders_of_gloomhaven_choose_resource_action_type(value: str) -> FoundersOfGloomhavenChooseResourceActionType:
    if value in FOUNDERS_OF_GLOOMHAVEN_CHOOSE_RESOURCE_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_CHOOSE_RESOURCE_ACTION_TYPE_VALUES!r}")
