from typing import Literal

GloomhavenInitiativeOrderEventOrderItemItemType1Monster = Literal['ancient-artillery', 'bandit-archer', 'bandit-guard', 'black-imp', 'cave-bear', 'cave-bear-54', 'city-archer', 'city-guard', 'cultist', 'cultist-78', 'cultist-89', 'deep-terror', 'earth-demon', 'flame-demon', 'forest-imp', 'frost-demon', 'giant-viper', 'harrower-infester', 'hound', 'inox-archer', 'inox-guard', 'inox-shaman', 'living-bones', 'living-corpse', 'living-spirit', 'lurker', 'night-demon', 'ooze', 'rending-drake', 'savvas-icestorm', 'savvas-lavaflow', 'spitting-drake', 'stone-golem', 'sun-demon', 'vermling-scout', 'vermling-shaman', 'wind-demon']

GLOOMHAVEN_INITIATIVE_ORDER_EVENT_ORDER_ITEM_ITEM_TYPE_1_MONSTER_VALUES: set[GloomhavenInitiativeOrderEventOrderItemItemType1Monster] = { 'ancient-artillery', 'bandit-archer', 'bandit-guard', 'black-imp', 'cave-bear', 'cave-bear-54', 'city-archer', 'city-guard', 'cultist', 'cultist-78', 'cultist-89', 'deep-terror', 'earth-demon', 'flame-demon', 'forest-imp', 'frost-demon', 'giant-viper', 'harrower-infester', 'hound', 'inox-archer', 'inox-guard', 'inox-shaman', 'living-bones', 'living-corpse', 'living-spirit', 'lurker', 'night-demon', 'ooze', 'rending-drake', 'savvas-icestorm', 'savvas-lavaflow', 'spitting-drake', 'stone-golem', 'sun-demon', 'vermling-scout', 'vermling-shaman', 'wind-demon',  }

def check_gloomhaven_initiative_order_event_order_item_item_type_1_monster(value: str) -> GloomhavenInitiativeOrderEventOrderItemItemType1Monster:
    if value in GLOOMHAVEN_INITIATIVE_ORDER_EVENT_ORDER_ITEM_ITEM_TYPE_1_MONSTER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_INITIATIVE_ORDER_EVENT_ORDER_ITEM_ITEM_TYPE_1_MONSTER_VALUES!r}")
