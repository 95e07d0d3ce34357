from typing import Literal

FoundersOfGloomhavenBuyAccessActionType = Literal['buy_access']

FOUNDERS_OF_GLOOMHAVEN_BUY_ACCESS_ACTION_TYPE_VALUES: set[FoundersOfGloomhavenBuyAccessActionType] = { 'buy_access',  }

def check_founders_of_gloomhaven_buy_access_action_type(value: str) -> FoundersOfGloomhavenBuyAccessActionType:
    if value in FOUNDERS_OF_GLOOMHAVEN_BUY_ACCESS_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_BUY_ACCESS_ACTION_TYPE_VALUES!r}")
