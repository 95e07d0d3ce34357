from typing import Literal

GloomhavenCompleteOptionsCharactersItemType1ItemsItem = Literal[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]

GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_1_ITEMS_ITEM_VALUES: set[GloomhavenCompleteOptionsCharactersItemType1ItemsItem] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,  }

def check_gloomhaven_complete_options_characters_item_type_1_items_item(value: int) -> GloomhavenCompleteOptionsCharactersItemType1ItemsItem:
    if value in GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_1_ITEMS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_1_ITEMS_ITEM_VALUES!r}")
