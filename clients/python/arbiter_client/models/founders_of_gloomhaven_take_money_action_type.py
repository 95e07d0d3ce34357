from typing import Literal

FoundersOfGloomhavenTakeMoneyActionType = Literal['take_money']

FOUNDERS_OF_GLOOMHAVEN_TAKE_MONEY_ACTION_TYPE_VALUES: set[FoundersOfGloomhavenTakeMoneyActionType] = { 'take_money',  }

def check_founders_of_gloomhaven_take_money_action_type(value: str) -> FoundersOfGloomhavenTakeMoneyActionType:
    if value in FOUNDERS_OF_GLOOMHAVEN_TAKE_MONEY_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_TAKE_MONEY_ACTION_TYPE_VALUES!r}")
