from typing import Literal

GloomhavenStateCharactersItemItemsItemState = Literal['consumed', 'ready', 'spent']

GLOOMHAVEN_STATE_CHARACTERS_ITEM_ITEMS_ITEM_STATE_VALUES: set[GloomhavenStateCharactersItemItemsItemState] = { 'consumed', 'ready', 'spent',  }

def check_gloomhaven_state_characters_item_items_item_state(value: str) -> GloomhavenStateCharactersItemItemsItemState:
    if value in GLOOMHAVEN_STATE_CHARACTERS_ITEM_ITEMS_ITEM_STATE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_STATE_CHARACTERS_ITEM_ITEMS_ITEM_STATE_VALUES!r}")
