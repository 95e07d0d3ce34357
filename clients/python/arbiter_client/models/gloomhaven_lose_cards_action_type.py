from typing import Literal

GloomhavenLoseCardsActionType = Literal['lose_cards']

GLOOMHAVEN_LOSE_CARDS_ACTION_TYPE_VALUES: set[GloomhavenLoseCardsActionType] = { 'lose_cards',  }

def check_gloomhaven_lose_cards_action_type(value: str) -> GloomhavenLoseCardsActionType:
    if value in GLOOMHAVEN_LOSE_CARDS_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_LOSE_CARDS_ACTION_TYPE_VALUES!r}")
