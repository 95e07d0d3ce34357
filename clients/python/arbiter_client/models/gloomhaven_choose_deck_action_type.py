from typing import Literal

GloomhavenChooseDeckActionType = Literal['choose_deck']

GLOOMHAVEN_CHOOSE_DECK_ACTION_TYPE_VALUES: set[GloomhavenChooseDeckActionType] = { 'choose_deck',  }

def check_gloomhaven_choose_deck_action_type(value: str) -> GloomhavenChooseDeckActionType:
    if value in GLOOMHAVEN_CHOOSE_DECK_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CHOOSE_DECK_ACTION_TYPE_VALUES!r}")
