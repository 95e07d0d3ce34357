from typing import Literal

FoundersOfGloomhavenPlayCardActionCard = Literal['architect', 'broker', 'construct', 'diplomat', 'driver', 'engineer', 'envoy', 'foreman', 'herald', 'income', 'mason', 'merchant', 'peddler', 'quartermaster', 'recruit', 'scribe', 'smuggler', 'spymaster', 'steward', 'surveyor', 'tinkerer', 'trade', 'upgrade']

FOUNDERS_OF_GLOOMHAVEN_PLAY_CARD_ACTION_CARD_VALUES: set[FoundersOfGloomhavenPlayCardActionCard] = { 'architect', 'broker', 'construct', 'diplomat', 'driver', 'engineer', 'envoy', 'foreman', 'herald', 'income', 'mason', 'merchant', 'peddler', 'quartermaster', 'recruit', 'scribe', 'smuggler', 'spymaster', 'steward', 'surveyor', 'tinkerer', 'trade', 'upgrade',  }

def check_founders_of_gloomhaven_play_card_action_card(value: str) -> FoundersOfGloomhavenPlayCardActionCard:
    if value in FOUNDERS_OF_GLOOMHAVEN_PLAY_CARD_ACTION_CARD_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_PLAY_CARD_ACTION_CARD_VALUES!r}")
