from typing import Literal

GloomhavenRoundEndedEventReshuffledItem = Literal['ancient-artillery', 'archer', 'ashblade', 'boss', 'boss-2', 'cave-bear', 'cultist', 'cultist-89', 'deep-terror', 'earth-demon', 'flame-demon', 'frost-demon', 'giant-viper', 'guard', 'harrower-infester', 'hound', 'imp', 'living-bones', 'living-corpse', 'living-spirit', 'lurker', 'night-demon', 'ooze', 'rending-drake', 'savage', 'savvas-icestorm', 'savvas-lavaflow', 'scout', 'shaman', 'spitting-drake', 'stone-golem', 'sun-demon', 'tracker', 'wind-demon', 'zephyr']

GLOOMHAVEN_ROUND_ENDED_EVENT_RESHUFFLED_ITEM_VALUES: set[GloomhavenRoundEndedEventReshuffledItem] = { 'ancient-artillery', 'archer', 'ashblade', 'boss', 'boss-2', 'cave-bear', 'cultist', 'cultist-89', 'deep-terror', 'earth-demon', 'flame-demon', 'frost-demon', 'giant-viper', 'guard', 'harrower-infester', 'hound', 'imp', 'living-bones', 'living-corpse', 'living-spirit', 'lurker', 'night-demon', 'ooze', 'rending-drake', 'savage', 'savvas-icestorm', 'savvas-lavaflow', 'scout', 'shaman', 'spitting-drake', 'stone-golem', 'sun-demon', 'tracker', 'wind-demon', 'zephyr',  }

def check_gloomhaven_round_ended_event_reshuffled_item(value: str) -> GloomhavenRoundEndedEventReshuffledItem:
    if value in GLOOMHAVEN_ROUND_ENDED_EVENT_RESHUFFLED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ROUND_ENDED_EVENT_RESHUFFLED_ITEM_VALUES!r}")
