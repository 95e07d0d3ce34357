from typing import Literal

GloomhavenRoundEndedEventReshuffledItem = Literal['ancient-artillery', 'archer', 'cave-bear', 'cultist', 'guard', 'hound', 'imp', 'living-bones', 'living-corpse', 'lurker', 'rending-drake', 'scout', 'shaman', 'spitting-drake', 'stone-golem']

GLOOMHAVEN_ROUND_ENDED_EVENT_RESHUFFLED_ITEM_VALUES: set[GloomhavenRoundEndedEventReshuffledItem] = { 'ancient-artillery', 'archer', 'cave-bear', 'cultist', 'guard', 'hound', 'imp', 'living-bones', 'living-corpse', 'lurker', 'rending-drake', 'scout', 'shaman', 'spitting-drake', 'stone-golem',  }

def check_gloomhaven_round_ended_event_reshuffled_item(value: str) -> GloomhavenRoundEndedEventReshuffledItem:
    if value in GLOOMHAVEN_ROUND_ENDED_EVENT_RESHUFFLED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ROUND_ENDED_EVENT_RESHUFFLED_ITEM_VALUES!r}")
