from typing import Literal

FoundersOfGloomhavenPlayCardActionType = Literal['play_card']

FOUNDERS_OF_GLOOMHAVEN_PLAY_CARD_ACTION_TYPE_VALUES: set[FoundersOfGloomhavenPlayCardActionType] = { 'play_card',  }

def check_founders_of_gloomhaven_play_card_action_type(value: str) -> FoundersOfGloomhavenPlayCardActionType:
    if value in FOUNDERS_OF_GLOOMHAVEN_PLAY_CARD_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_PLAY_CARD_ACTION_TYPE_VALUES!r}")
