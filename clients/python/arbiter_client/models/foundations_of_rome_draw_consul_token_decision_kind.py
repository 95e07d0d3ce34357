from typing import Literal

FoundationsOfRomeDrawConsulTokenDecisionKind = Literal['draw_consul_token']

FOUNDATIONS_OF_ROME_DRAW_CONSUL_TOKEN_DECISION_KIND_VALUES: set[FoundationsOfRomeDrawConsulTokenDecisionKind] = { 'draw_consul_token',  }

def check_foundations_of_rome_draw_consul_token_decision_kind(value: str) -> FoundationsOfRomeDrawConsulTokenDecisionKind:
    if value in FOUNDATIONS_OF_ROME_DRAW_CONSUL_TOKEN_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_DRAW_CONSUL_TOKEN_DECISION_KIND_VALUES!r}")
