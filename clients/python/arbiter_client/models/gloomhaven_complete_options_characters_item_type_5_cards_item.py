from typing import Literal

GloomhavenCompleteOptionsCharactersItemType5CardsItem = Literal[159, 160, 161, 162, 163, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173, 174]

GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_5_CARDS_ITEM_VALUES: set[GloomhavenCompleteOptionsCharactersItemType5CardsItem] = { 159, 160, 161, 162, 163, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173, 174,  }

def check_gloomhaven_complete_options_characters_item_type_5_cards_item(value: int) -> GloomhavenCompleteOptionsCharactersItemType5CardsItem:
    if value in GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_5_CARDS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_5_CARDS_ITEM_VALUES!r}")
