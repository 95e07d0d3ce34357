from typing import Literal

GloomhavenOptionsCharactersItemType1CardsItem = Literal[45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60]

GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_1_CARDS_ITEM_VALUES: set[GloomhavenOptionsCharactersItemType1CardsItem] = { 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60,  }

def check_gloomhaven_options_characters_item_type_1_cards_item(value: int) -> GloomhavenOptionsCharactersItemType1CardsItem:
    if value in GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_1_CARDS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_1_CARDS_ITEM_VALUES!r}")
