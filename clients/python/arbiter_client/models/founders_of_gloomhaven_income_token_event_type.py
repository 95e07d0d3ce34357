from typing import Literal

FoundersOfGloomhavenIncomeTokenEventType = Literal['income_token']

FOUNDERS_OF_GLOOMHAVEN_INCOME_TOKEN_EVENT_TYPE_VALUES: set[FoundersOfGloomhavenIncomeTokenEventType] = { 'income_token',  }

def check_founders_of_gloomhaven_income_token_event_type(value: str) -> FoundersOfGloomhavenIncomeTokenEventType:
    if value in FOUNDERS_OF_GLOOMHAVEN_INCOME_TOKEN_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_INCOME_TOKEN_EVENT_TYPE_VALUES!r}")
