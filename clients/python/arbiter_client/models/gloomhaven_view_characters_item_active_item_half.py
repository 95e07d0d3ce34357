from typing import Literal

GloomhavenViewCharactersItemActiveItemHalf = Literal['bottom', 'top']

GLOOMHAVEN_VIEW_CHARACTERS_ITEM_ACTIVE_ITEM_HALF_VALUES: set[GloomhavenViewCharactersItemActiveItemHalf] = { 'bottom', 'top',  }

def check_gloomhaven_view_characters_item_active_item_half(value: str) -> GloomhavenViewCharactersItemActiveItemHalf:
    if value in GLOOMHAVEN_VIEW_CHARACTERS_ITEM_ACTIVE_ITEM_HALF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_VIEW_CHARACTERS_ITEM_ACTIVE_ITEM_HALF_VALUES!r}")
