from typing import Literal

GloomhavenCompleteOptionsCharactersItemType3CardsItem = Literal[100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115]

GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_3_CARDS_ITEM_VALUES: set[GloomhavenCompleteOptionsCharactersItemType3CardsItem] = { 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115,  }

def check_gloomhaven_complete_options_characters_item_type_3_cards_item(value: int) -> GloomhavenCompleteOptionsCharactersItemType3CardsItem:
    if value in GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_3_CARDS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_3_CARDS_ITEM_VALUES!r}")
