from typing import Literal

GloomhavenOptionsCharactersItemType4CardsItem = Literal[130, 131, 132, 133, 134, 135, 136, 137, 138, 139, 140, 141, 142, 143, 144, 145]

GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_4_CARDS_ITEM_VALUES: set[GloomhavenOptionsCharactersItemType4CardsItem] = { 130, 131, 132, 133, 134, 135, 136, 137, 138, 139, 140, 141, 142, 143, 144, 145,  }

def check_gloomhaven_options_characters_item_type_4_cards_item(value: int) -> GloomhavenOptionsCharactersItemType4CardsItem:
    if value in GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_4_CARDS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_4_CARDS_ITEM_VALUES!r}")
