from typing import Literal

GloomhavenOptionsCharactersItemType5CardsItem = Literal[159, 160, 161, 162, 163, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173, 174]

GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_5_CARDS_ITEM_VALUES: set[GloomhavenOptionsCharactersItemType5CardsItem] = { 159, 160, 161, 162, 163, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173, 174,  }

def check_gloomhaven_options_characters_item_type_5_cards_item(value: int) -> GloomhavenOptionsCharactersItemType5CardsItem:
    if value in GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_5_CARDS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_5_CARDS_ITEM_VALUES!r}")
