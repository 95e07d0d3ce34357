from typing import Literal

GloomhavenStateCharactersItemActiveItemHalf = Literal['bottom', 'top']

GLOOMHAVEN_STATE_CHARACTERS_ITEM_ACTIVE_ITEM_HALF_VALUES: set[GloomhavenStateCharactersItemActiveItemHalf] = { 'bottom', 'top',  }

def check_gloomhaven_state_characters_item_active_item_half(value: str) -> GloomhavenStateCharactersItemActiveItemHalf:
    if value in GLOOMHAVEN_STATE_CHARACTERS_ITEM_ACTIVE_ITEM_HALF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_STATE_CHARACTERS_ITEM_ACTIVE_ITEM_HALF_VALUES!r}")
