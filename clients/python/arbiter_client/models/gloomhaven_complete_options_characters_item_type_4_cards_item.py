from typing import Literal

GloomhavenCompleteOptionsCharactersItemType4CardsItem = Literal[130, 131, 132, 133, 134, 135, 136, 137, 138, 139, 140, 141, 142, 143, 144, 145]

GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_4_CARDS_ITEM_VALUES: set[GloomhavenCompleteOptionsCharactersItemType4CardsItem] = { 130, 131, 132, 133, 134, 135, 136, 137, 138, 139, 140, 141, 142, 143, 144, 145,  }

def check_gloomhaven_complete_options_characters_item_type_4_cards_item(value: int) -> GloomhavenCompleteOptionsCharactersItemType4CardsItem:
    if value in GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_4_CARDS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_4_CARDS_ITEM_VALUES!r}")
