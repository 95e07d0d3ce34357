from typing import Literal

FoundationsOfRomeConsulPendingStep = Literal['construct', 'refill', 'take']

FOUNDATIONS_OF_ROME_CONSUL_PENDING_STEP_VALUES: set[FoundationsOfRomeConsulPendingStep] = { 'construct', 'refill', 'take',  }

def check_foundations_of_rome_consul_pending_step(value: str) -> FoundationsOfRomeConsulPendingStep:
    if value in FOUNDATIONS_OF_ROME_CONSUL_PENDING_STEP_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_CONSUL_PENDING_STEP_VALUES!r}")
