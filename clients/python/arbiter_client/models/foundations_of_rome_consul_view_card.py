from typing import Literal

FoundationsOfRomeConsulViewCard = Literal['PLANNING', 'READY']

FOUNDATIONS_OF_ROME_CONSUL_VIEW_CARD_VALUES: set[FoundationsOfRomeConsulViewCard] = { 'PLANNING', 'READY',  }

def check_foundations_of_rome_consul_view_card(value: str) -> FoundationsOfRomeConsulViewCard:
    if value in FOUNDATIONS_OF_ROME_CONSUL_VIEW_CARD_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_CONSUL_VIEW_CARD_VALUES!r}")
