from typing import Literal

FoundersOfGloomhavenPlayerHandItem = Literal['architect', 'broker', 'construct', 'diplomat', 'driver', 'engineer', 'envoy', 'foreman', 'herald', 'income', 'mason', 'merchant', 'peddler', 'quartermaster', 'recruit', 'scribe', 'smuggler', 'spymaster', 'steward', 'surveyor', 'tinkerer', 'trade', 'upgrade']

FOUNDERS_OF_GLOOMHAVEN_PLAYER_HAND_ITEM_VALUES: set[FoundersOfGloomhavenPlayerHandItem] = { 'architect', 'broker', 'construct', 'diplomat', 'driver', 'engineer', 'envoy', 'foreman', 'herald', 'income', 'mason', 'merchant', 'peddler', 'quartermaster', 'recruit', 'scribe', 'smuggler', 'spymaster', 'steward', 'surveyor', 'tinkerer', 'trade', 'upgrade',  }

def check_founders_of_gloomhaven_player_hand_item(value: str) -> FoundersOfGloomhavenPlayerHandItem:
    if value in FOUNDERS_OF_GLOOMHAVEN_PLAYER_HAND_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_PLAYER_HAND_ITEM_VALUES!r}")
