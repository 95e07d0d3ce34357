from typing import Literal

GloomhavenMonsterCardDrawnEventDeck = Literal['ancient-artillery', 'archer', 'ashblade', 'boss', 'boss-2', 'cave-bear', 'cultist', 'cultist-89', 'deep-terror', 'earth-demon', 'flame-demon', 'frost-demon', 'giant-viper', 'guard', 'harrower-infester', 'hound', 'imp', 'living-bones', 'living-corpse', 'living-spirit', 'lurker', 'night-demon', 'ooze', 'rending-drake', 'savage', 'savvas-icestorm', 'savvas-lavaflow', 'scout', 'shaman', 'spitting-drake', 'stone-golem', 'sun-demon', 'tracker', 'wind-demon', 'zephyr']

GLOOMHAVEN_MONSTER_CARD_DRAWN_EVENT_DECK_VALUES: set[GloomhavenMonsterCardDrawnEventDeck] = { 'ancient-artillery', 'archer', 'ashblade', 'boss', 'boss-2', 'cave-bear', 'cultist', 'cultist-89', 'deep-terror', 'earth-demon', 'flame-demon', 'frost-demon', 'giant-viper', 'guard', 'harrower-infester', 'hound', 'imp', 'living-bones', 'living-corpse', 'living-spirit', 'lurker', 'night-demon', 'ooze', 'rending-drake', 'savage', 'savvas-icestorm', 'savvas-lavaflow', 'scout', 'shaman', 'spitting-drake', 'stone-golem', 'sun-demon', 'tracker', 'wind-demon', 'zephyr',  }

def check_gloomhaven_monster_card_drawn_event_deck(value: str) -> GloomhavenMonsterCardDrawnEventDeck:
    if value in GLOOMHAVEN_MONSTER_CARD_DRAWN_EVENT_DECK_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MONSTER_CARD_DRAWN_EVENT_DECK_VALUES!r}")
