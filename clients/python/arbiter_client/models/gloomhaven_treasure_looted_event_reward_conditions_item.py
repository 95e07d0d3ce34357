from typing import Literal

GloomhavenTreasureLootedEventRewardConditionsItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_TREASURE_LOOTED_EVENT_REWARD_CONDITIONS_ITEM_VALUES: set[GloomhavenTreasureLootedEventRewardConditionsItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_treasure_looted_event_reward_conditions_item(value: str) -> GloomhavenTreasureLootedEventRewardConditionsItem:
    if value in GLOOMHAVEN_TREASURE_LOOTED_EVENT_REWARD_CONDITIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_TREASURE_LOOTED_EVENT_REWARD_CONDITIONS_ITEM_VALUES!r}")
