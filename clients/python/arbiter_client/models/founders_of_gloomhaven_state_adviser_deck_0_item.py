from typing import Literal

FoundersOfGloomhavenStateAdviserDeck0Item = Literal['architect', 'broker', 'diplomat', 'driver', 'engineer', 'envoy', 'foreman', 'herald', 'mason', 'merchant', 'peddler', 'quartermaster', 'scribe', 'smuggler', 'spymaster', 'steward', 'surveyor', 'tinkerer']

FOUNDERS_OF_GLOOMHAVEN_STATE_ADVISER_DECK_0_ITEM_VALUES: set[FoundersOfGloomhavenStateAdviserDeck0Item] = { 'architect', 'broker', 'diplomat', 'driver', 'engineer', 'envoy', 'foreman', 'herald', 'mason', 'merchant', 'peddler', 'quartermaster', 'scribe', 'smuggler', 'spymaster', 'steward', 'surveyor', 'tinkerer',  }

def check_founders_of_gloomhaven_state_adviser_deck_0_item(value: str) -> FoundersOfGloomhavenStateAdviserDeck0Item:
    if value in FOUNDERS_OF_GLOOMHAVEN_STATE_ADVISER_DECK_0_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_STATE_ADVISER_DECK_0_ITEM_VALUES!r}")
