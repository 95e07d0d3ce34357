from typing import Literal

GloomhavenModifierShuffledInEventCard = Literal['bless', 'curse']

GLOOMHAVEN_MODIFIER_SHUFFLED_IN_EVENT_CARD_VALUES: set[GloomhavenModifierShuffledInEventCard] = { 'bless', 'curse',  }

def check_gloomhaven_modifier_shuffled_in_event_card(value: str) -> GloomhavenModifierShuffledInEventCard:
    if value in GLOOMHAVEN_MODIFIER_SHUFFLED_IN_EVENT_CARD_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MODIFIER_SHUFFLED_IN_EVENT_CARD_VALUES!r}")
