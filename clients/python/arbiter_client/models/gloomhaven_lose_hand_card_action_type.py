from typing import Literal

GloomhavenLoseHandCardActionType = Literal['lose_hand_card']

GLOOMHAVEN_LOSE_HAND_CARD_ACTION_TYPE_VALUES: set[GloomhavenLoseHandCardActionType] = { 'lose_hand_card',  }

def check_gloomhaven_lose_hand_card_action_type(value: str) -> GloomhavenLoseHandCardActionType:
    if value in GLOOMHAVEN_LOSE_HAND_CARD_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_LOSE_HAND_CARD_ACTION_TYPE_VALUES!r}")
