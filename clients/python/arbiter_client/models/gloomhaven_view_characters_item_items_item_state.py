from typing import Literal

GloomhavenViewCharactersItemItemsItemState = Literal['consumed', 'ready', 'spent']

GLOOMHAVEN_VIEW_CHARACTERS_ITEM_ITEMS_ITEM_STATE_VALUES: set[GloomhavenViewCharactersItemItemsItemState] = { 'consumed', 'ready', 'spent',  }

def check_gloomhaven_view_characters_item_items_item_state(value: str) -> GloomhavenViewCharactersItemItemsItemState:
    if value in GLOOMHAVEN_VIEW_CHARACTERS_ITEM_ITEMS_ITEM_STATE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_VIEW_CHARACTERS_ITEM_ITEMS_ITEM_STATE_VALUES!r}")
