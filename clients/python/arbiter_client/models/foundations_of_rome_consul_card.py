from typing import Literal

FoundationsOfRomeConsulCard = Literal['PLANNING', 'READY']

FOUNDATIONS_OF_ROME_CONSUL_CARD_VALUES: set[FoundationsOfRomeConsulCard] = { 'PLANNING', 'READY',  }

def check_foundations_of_rome_consul_card(value: str) -> FoundationsOfRomeConsulCard:
    if value in FOUNDATIONS_OF_ROME_CONSUL_CARD_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_CONSUL_CARD_VALUES!r}")
