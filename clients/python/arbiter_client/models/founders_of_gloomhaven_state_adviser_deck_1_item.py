from typing import Literal

FoundersOfGloomhavenStateAdviserDeck1Item = Literal['architect', 'broker', 'diplomat', 'driver', 'engineer', 'envoy', 'foreman', 'herald', 'mason', 'merchant', 'peddler', 'quartermaster', 'scribe', 'smuggler', 'spymaster', 'steward', 'surveyor', 'tinkerer']

FOUNDERS_OF_GLOOMHAVEN_STATE_ADVISER_DECK_1_ITEM_VALUES: set[FoundersOfGloomhavenStateAdviserDeck1Item] = { 'architect', 'broker', 'diplomat', 'driver', 'engineer', 'envoy', 'foreman', 'herald', 'mason', 'merchant', 'peddler', 'quartermaster', 'scribe', 'smuggler', 'spymaster', 'steward', 'surveyor', 'tinkerer',  }

def check_founders_of_gloomhaven_state_adviser_deck_1_item(value: str) -> FoundersOfGloomhavenStateAdviserDeck1Item:
    if value in FOUNDERS_OF_GLOOMHAVEN_STATE_ADVISER_DECK_1_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_STATE_ADVISER_DECK_1_ITEM_VALUES!r}")
