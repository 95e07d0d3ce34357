from typing import Literal

FoundersOfGloomhavenPlayerViewHandType0Item = Literal['architect', 'broker', 'construct', 'diplomat', 'driver', 'engineer', 'envoy', 'foreman', 'herald', 'income', 'mason', 'merchant', 'peddler', 'quartermaster', 'recruit', 'scribe', 'smuggler', 'spymaster', 'steward', 'surveyor', 'tinkerer', 'trade', 'upgrade']

FOUNDERS_OF_GLOOMHAVEN_PLAYER_VIEW_HAND_TYPE_0_ITEM_VALUES: set[FoundersOfGloomhavenPlayerViewHandType0Item] = { 'architect', 'broker', 'construct', 'diplomat', 'driver', 'engineer', 'envoy', 'foreman', 'herald', 'income', 'mason', 'merchant', 'peddler', 'quartermaster', 'recruit', 'scribe', 'smuggler', 'spymaster', 'steward', 'surveyor', 'tinkerer', 'trade', 'upgrade',  }

def check_founders_of_gloomhaven_player_view_hand_type_0_item(value: str) -> FoundersOfGloomhavenPlayerViewHandType0Item:
    if value in FOUNDERS_OF_GLOOMHAVEN_PLAYER_VIEW_HAND_TYPE_0_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_PLAYER_VIEW_HAND_TYPE_0_ITEM_VALUES!r}")
