from typing import Literal

GloomhavenOptionsCharactersItemType0CardsItem = Literal[14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29]

GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_0_CARDS_ITEM_VALUES: set[GloomhavenOptionsCharactersItemType0CardsItem] = { 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29,  }

def check_gloomhaven_options_characters_item_type_0_cards_item(value: int) -> GloomhavenOptionsCharactersItemType0CardsItem:
    if value in GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_0_CARDS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_0_CARDS_ITEM_VALUES!r}")
