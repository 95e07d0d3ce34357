from typing import Literal

FoundationsOfRomeConsulTokensReshuffledEventType = Literal['consul_tokens_reshuffled']

FOUNDATIONS_OF_ROME_CONSUL_TOKENS_RESHUFFLED_EVENT_TYPE_VALUES: set[FoundationsOfRomeConsulTokensReshuffledEventType] = { 'consul_tokens_reshuffled',  }

def check_foundations_of_rome_consul_tokens_reshuffled_event_type(value: str) -> FoundationsOfRomeConsulTokensReshuffledEventType:
    if value in FOUNDATIONS_OF_ROME_CONSUL_TOKENS_RESHUFFLED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_CONSUL_TOKENS_RESHUFFLED_EVENT_TYPE_VALUES!r}")
