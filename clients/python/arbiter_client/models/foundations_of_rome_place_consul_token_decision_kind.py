from typing import Literal

FoundationsOfRomePlaceConsulTokenDecisionKind = Literal['place_consul_token']

FOUNDATIONS_OF_ROME_PLACE_CONSUL_TOKEN_DECISION_KIND_VALUES: set[FoundationsOfRomePlaceConsulTokenDecisionKind] = { 'place_consul_token',  }

def check_foundations_of_rome_place_consul_token_decision_kind(value: str) -> FoundationsOfRomePlaceConsulTokenDecisionKind:
    if value in FOUNDATIONS_OF_ROME_PLACE_CONSUL_TOKEN_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_PLACE_CONSUL_TOKEN_DECISION_KIND_VALUES!r}")
