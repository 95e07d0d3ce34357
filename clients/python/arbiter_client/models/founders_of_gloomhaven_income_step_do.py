from typing import Literal

FoundersOfGloomhavenIncomeStepDo = Literal['income']

FOUNDERS_OF_GLOOMHAVEN_INCOME_STEP_DO_VALUES: set[FoundersOfGloomhavenIncomeStepDo] = { 'income',  }

def check_founders_of_gloomhaven_income_step_do(value: str) -> FoundersOfGloomhavenIncomeStepDo:
    if value in FOUNDERS_OF_GLOOMHAVEN_INCOME_STEP_DO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_INCOME_STEP_DO_VALUES!r}")
