from typing import Literal

GloomhavenOptionsCharactersItemType4ItemsItem = Literal[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]

GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_4_ITEMS_ITEM_VALUES: set[GloomhavenOptionsCharactersItemType4ItemsItem] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,  }

def check_gloomhaven_options_characters_item_type_4_items_item(value: int) -> GloomhavenOptionsCharactersItemType4ItemsItem:
    if value in GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_4_ITEMS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_4_ITEMS_ITEM_VALUES!r}")
