from typing import Literal

FoundationsOfRomeDealConsulDeedActionType = Literal['deal_consul_deed']

FOUNDATIONS_OF_ROME_DEAL_CONSUL_DEED_ACTION_TYPE_VALUES: set[FoundationsOfRomeDealConsulDeedActionType] = { 'deal_consul_deed',  }

def check_foundations_of_rome_deal_consul_deed_action_type(value: str) -> FoundationsOfRomeDealConsulDeedActionType:
    if value in FOUNDATIONS_OF_ROME_DEAL_CONSUL_DEED_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_DEAL_CONSUL_DEED_ACTION_TYPE_VALUES!r}")
