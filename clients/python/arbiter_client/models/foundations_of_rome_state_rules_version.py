from typing import Literal

FoundationsOfRomeStateRulesVersion = Literal['4']

FOUNDATIONS_OF_ROME_STATE_RULES_VERSION_VALUES: set[FoundationsOfRomeStateRulesVersion] = { '4',  }

def check_foundations_of_rome_state_rules_version(value: str) -> FoundationsOfRomeStateRulesVersion:
    if value in FOUNDATIONS_OF_ROME_STATE_RULES_VERSION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_STATE_RULES_VERSION_VALUES!r}")
