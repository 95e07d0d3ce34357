from typing import Literal

FoundersOfGloomhavenDedicateActionType = Literal['dedicate']

FOUNDERS_OF_GLOOMHAVEN_DEDICATE_ACTION_TYPE_VALUES: set[FoundersOfGloomhavenDedicateActionType] = { 'dedicate',  }

def check_founders_of_gloomhaven_dedicate_action_type(value: str) -> FoundersOfGloomhavenDedicateActionType:
    if value in FOUNDERS_OF_GLOOMHAVEN_DEDICATE_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_DEDICATE_ACTION_TYPE_VALUES!r}")
