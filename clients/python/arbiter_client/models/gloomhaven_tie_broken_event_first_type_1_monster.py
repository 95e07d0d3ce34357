from typing import Literal

GloomhavenTieBrokenEventFirstType1Monster = Literal['ancient-artillery', 'bandit-archer', 'bandit-guard', 'black-imp', 'cave-bear', 'cave-bear-54', 'city-archer', 'city-guard', 'cultist', 'cultist-78', 'cultist-89', 'deep-terror', 'earth-demon', 'flame-demon', 'forest-imp', 'frost-demon', 'giant-viper', 'harrower-infester', 'hound', 'inox-archer', 'inox-guard', 'inox-shaman', 'living-bones', 'living-corpse', 'living-spirit', 'lurker', 'night-demon', 'ooze', 'rending-drake', 'savvas-icestorm', 'savvas-lavaflow', 'spitting-drake', 'stone-golem', 'sun-demon', 'vermling-scout', 'vermling-shaman', 'wind-demon']

GLOOMHAVEN_TIE_BROKEN_EVENT_FIRST_TYPE_1_MONSTER_VALUES: set[GloomhavenTieBrokenEventFirstType1Monster] = { 'ancient-artillery', 'bandit-archer', 'bandit-guard', 'black-imp', 'cave-bear', 'cave-bear-54', 'city-archer', 'city-guard', 'cultist', 'cultist-78', 'cultist-89', 'deep-terror', 'earth-demon', 'flame-demon', 'forest-imp', 'frost-demon', 'giant-viper', 'harrower-infester', 'hound', 'inox-archer', 'inox-guard', 'inox-shaman', 'living-bones', 'living-corpse', 'living-spirit', 'lurker', 'night-demon', 'ooze', 'rending-drake', 'savvas-icestorm', 'savvas-lavaflow', 'spitting-drake', 'stone-golem', 'sun-demon', 'vermling-scout', 'vermling-shaman', 'wind-demon',  }

def check_gloomhaven_tie_broken_event_first_type_1_monster(value: str) -> GloomhavenTieBrokenEventFirstType1Monster:
    if value in GLOOMHAVEN_TIE_BROKEN_EVENT_FIRST_TYPE_1_MONSTER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_TIE_BROKEN_EVENT_FIRST_TYPE_1_MONSTER_VALUES!r}")
