from typing import Literal

FoundersOfGloomhavenPlayerPlayedItemCard = Literal['architect', 'broker', 'construct', 'diplomat', 'driver', 'engineer', 'envoy', 'foreman', 'herald', 'income', 'mason', 'merchant', 'peddler', 'quartermaster', 'recruit', 'scribe', 'smuggler', 'spymaster', 'steward', 'surveyor', 'tinkerer', 'trade', 'upgrade']

FOUNDERS_OF_GLOOMHAVEN_PLAYER_PLAYED_ITEM_CARD_VALUES: set[FoundersOfGloomhavenPlayerPlayedItemCard] = { 'architect', 'broker', 'construct', 'diplomat', 'driver', 'engineer', 'envoy', 'foreman', 'herald', 'income', 'mason', 'merchant', 'peddler', 'quartermaster', 'recruit', 'scribe', 'smuggler', 'spymaster', 'steward', 'surveyor', 'tinkerer', 'trade', 'upgrade',  }

def check_founders_of_gloomhaven_player_played_item_card(value: str) -> FoundersOfGloomhavenPlayerPlayedItemCard:
    if value in FOUNDERS_OF_GLOOMHAVEN_PLAYER_PLAYED_ITEM_CARD_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_PLAYER_PLAYED_ITEM_CARD_VALUES!r}")
