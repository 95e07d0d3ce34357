from typing import Literal

GloomhavenCompleteOptionsCharactersItemType2CardsItem = Literal[72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87]

GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_2_CARDS_ITEM_VALUES: set[GloomhavenCompleteOptionsCharactersItemType2CardsItem] = { 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87,  }

def check_gloomhaven_complete_options_characters_item_type_2_cards_item(value: int) -> GloomhavenCompleteOptionsCharactersItemType2CardsItem:
    if value in GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_2_CARDS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_2_CARDS_ITEM_VALUES!r}")
