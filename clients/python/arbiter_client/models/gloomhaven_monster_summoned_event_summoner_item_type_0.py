from typing import Literal

GloomhavenMonsterSummonedEventSummonerItemType0 = Literal['monster']

GLOOMHAVEN_MONSTER_SUMMONED_EVENT_SUMMONER_ITEM_TYPE_0_VALUES: set[GloomhavenMonsterSummonedEventSummonerItemType0] = { 'monster',  }

def check_gloomhaven_monster_summoned_event_summoner_item_type_0(value: str) -> GloomhavenMonsterSummonedEventSummonerItemType0:
    if value in GLOOMHAVEN_MONSTER_SUMMONED_EVENT_SUMMONER_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MONSTER_SUMMONED_EVENT_SUMMONER_ITEM_TYPE_0_VALUES!r}")
