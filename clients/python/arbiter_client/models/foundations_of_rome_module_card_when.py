from typing import Literal

FoundationsOfRomeModuleCardWhen = Literal['instant', 'ongoing']

FOUNDATIONS_OF_ROME_MODULE_CARD_WHEN_VALUES: set[FoundationsOfRomeModuleCardWhen] = { 'instant', 'ongoing',  }

def check_foundations_of_rome_module_card_when(value: str) -> FoundationsOfRomeModuleCardWhen:
    if value in FOUNDATIONS_OF_ROME_MODULE_CARD_WHEN_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_MODULE_CARD_WHEN_VALUES!r}")
