from typing import Literal

FoundersOfGloomhavenPlayerViewPlayedItemCardType0 = Literal['architect', 'broker', 'construct', 'diplomat', 'driver', 'engineer', 'envoy', 'foreman', 'herald', 'income', 'mason', 'merchant', 'peddler', 'quartermaster', 'recruit', 'scribe', 'smuggler', 'spymaster', 'steward', 'surveyor', 'tinkerer', 'trade', 'upgrade']

FOUNDERS_OF_GLOOMHAVEN_PLAYER_VIEW_PLAYED_ITEM_CARD_TYPE_0_VALUES: set[FoundersOfGloomhavenPlayerViewPlayedItemCardType0] = { 'architect', 'broker', 'construct', 'diplomat', 'driver', 'engineer', 'envoy', 'foreman', 'herald', 'income', 'mason', 'merchant', 'peddler', 'quartermaster', 'recruit', 'scribe', 'smuggler', 'spymaster', 'steward', 'surveyor', 'tinkerer', 'trade', 'upgrade',  }

def check_founders_of_gloomhaven_player_view_played_item_card_type_0(value: str) -> FoundersOfGloomhavenPlayerViewPlayedItemCardType0:
    if value in FOUNDERS_OF_GLOOMHAVEN_PLAYER_VIEW_PLAYED_ITEM_CARD_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_PLAYER_VIEW_PLAYED_ITEM_CARD_TYPE_0_VALUES!r}")
