from typing import Literal

GloomhavenCompleteOptionsCharactersItemType4Class = Literal['cragheart']

GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_4_CLASS_VALUES: set[GloomhavenCompleteOptionsCharactersItemType4Class] = { 'cragheart',  }

def check_gloomhaven_complete_options_characters_item_type_4_class(value: str) -> GloomhavenCompleteOptionsCharactersItemType4Class:
    if value in GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_4_CLASS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_4_CLASS_VALUES!r}")
