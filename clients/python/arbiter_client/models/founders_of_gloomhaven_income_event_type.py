from typing import Literal

FoundersOfGloomhavenIncomeEventType = Literal['income']

FOUNDERS_OF_GLOOMHAVEN_INCOME_EVENT_TYPE_VALUES: set[FoundersOfGloomhavenIncomeEventType] = { 'income',  }

def check_founders_of_gloomhaven_income_event_type(value: str) -> FoundersOfGloomhavenIncomeEventType:
    if value in FOUNDERS_OF_GLOOMHAVEN_INCOME_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_INCOME_EVENT_TYPE_VALUES!r}")
