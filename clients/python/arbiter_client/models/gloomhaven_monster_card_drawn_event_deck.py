from typing import Literal

GloomhavenMonsterCardDrawnEventDeck = Literal['ancient-artillery', 'archer', 'cave-bear', 'cultist', 'guard', 'hound', 'imp', 'living-bones', 'living-corpse', 'lurker', 'rending-drake', 'scout', 'shaman', 'spitting-drake', 'stone-golem']

GLOOMHAVEN_MONSTER_CARD_DRAWN_EVENT_DECK_VALUES: set[GloomhavenMonsterCardDrawnEventDeck] = { 'ancient-artillery', 'archer', 'cave-bear', 'cultist', 'guard', 'hound', 'imp', 'living-bones', 'living-corpse', 'lurker', 'rending-drake', 'scout', 'shaman', 'spitting-drake', 'stone-golem',  }

def check_gloomhaven_monster_card_drawn_event_deck(value: str) -> GloomhavenMonsterCardDrawnEventDeck:
    if value in GLOOMHAVEN_MONSTER_CARD_DRAWN_EVENT_DECK_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MONSTER_CARD_DRAWN_EVENT_DECK_VALUES!r}")
