from typing import Literal

FoundersOfGloomhavenChooseSourceActionType = Literal['choose_source']

FOUNDERS_OF_GLOOMHAVEN_CHOOSE_SOURCE_ACTION_TYPE_VALUES: set[FoundersOfGloomhavenChooseSourceActionType] = { 'choose_source',  }

def check_founders_of_gloomhaven_choose_source_action_type(value: str) -> FoundersOfGloomhavenChooseSourceActionType:
    if value in FOUNDERS_OF_GLOOMHAVEN_CHOOSE_SOURCE_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_CHOOSE_SOURCE_ACTION_TYPE_VALUES!r}")
