from typing import Literal

FoundationsOfRomeTakeIncomeActionType = Literal['take_income']

FOUNDATIONS_OF_ROME_TAKE_INCOME_ACTION_TYPE_VALUES: set[FoundationsOfRomeTakeIncomeActionType] = { 'take_income',  }

def check_foundations_of_rome_take_income_action_type(value: str) -> FoundationsOfRomeTakeIncomeActionType:
    if value in FOUNDATIONS_OF_ROME_TAKE_INCOME_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_TAKE_INCOME_ACTION_TYPE_VALUES!r}")
