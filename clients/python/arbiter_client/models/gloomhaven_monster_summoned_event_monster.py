from typing import Literal

GloomhavenMonsterSummonedEventMonster = Literal['ancient-artillery', 'bandit-archer', 'bandit-guard', 'black-imp', 'cave-bear', 'cave-bear-54', 'city-archer', 'city-guard', 'cultist', 'cultist-78', 'cultist-89', 'deep-terror', 'earth-demon', 'flame-demon', 'forest-imp', 'frost-demon', 'giant-viper', 'harrower-infester', 'hound', 'inox-archer', 'inox-guard', 'inox-shaman', 'living-bones', 'living-corpse', 'living-spirit', 'lurker', 'night-demon', 'ooze', 'rending-drake', 'savvas-icestorm', 'savvas-lavaflow', 'spitting-drake', 'stone-golem', 'sun-demon', 'vermling-scout', 'vermling-shaman', 'wind-demon']

GLOOMHAVEN_MONSTER_SUMMONED_EVENT_MONSTER_VALUES: set[GloomhavenMonsterSummonedEventMonster] = { 'ancient-artillery', 'bandit-archer', 'bandit-guard', 'black-imp', 'cave-bear', 'cave-bear-54', 'city-archer', 'city-guard', 'cultist', 'cultist-78', 'cultist-89', 'deep-terror', 'earth-demon', 'flame-demon', 'forest-imp', 'frost-demon', 'giant-viper', 'harrower-infester', 'hound', 'inox-archer', 'inox-guard', 'inox-shaman', 'living-bones', 'living-corpse', 'living-spirit', 'lurker', 'night-demon', 'ooze', 'rending-drake', 'savvas-icestorm', 'savvas-lavaflow', 'spitting-drake', 'stone-golem', 'sun-demon', 'vermling-scout', 'vermling-shaman', 'wind-demon',  }

def check_gloomhaven_monster_summoned_event_monster(value: str) -> GloomhavenMonsterSummonedEventMonster:
    if value in GLOOMHAVEN_MONSTER_SUMMONED_EVENT_MONSTER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MONSTER_SUMMONED_EVENT_MONSTER_VALUES!r}")
