from typing import Literal

GloomhavenMonsterCardDrawnEventType = Literal['monster_card_drawn']

GLOOMHAVEN_MONSTER_CARD_DRAWN_EVENT_TYPE_VALUES: set[GloomhavenMonsterCardDrawnEventType] = { 'monster_card_drawn',  }

def check_gloomhaven_monster_card_drawn_event_type(value: str) -> GloomhavenMonsterCardDrawnEventType:
    if value in GLOOMHAVEN_MONSTER_CARD_DRAWN_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MONSTER_CARD_DRAWN_EVENT_TYPE_VALUES!r}")
