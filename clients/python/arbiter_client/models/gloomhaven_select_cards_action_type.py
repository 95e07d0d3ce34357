from typing import Literal

GloomhavenSelectCardsActionType = Literal['select_cards']

GLOOMHAVEN_SELECT_CARDS_ACTION_TYPE_VALUES: set[GloomhavenSelectCardsActionType] = { 'select_cards',  }

def check_gloomhaven_select_cards_action_type(value: str) -> GloomhavenSelectCardsActionType:
    if value in GLOOMHAVEN_SELECT_CARDS_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_SELECT_CARDS_ACTION_TYPE_VALUES!r}")
