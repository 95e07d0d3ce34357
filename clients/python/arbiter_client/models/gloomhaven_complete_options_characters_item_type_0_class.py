from typing import Literal

GloomhavenCompleteOptionsCharactersItemType0Class = Literal['brute']

GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_0_CLASS_VALUES: set[GloomhavenCompleteOptionsCharactersItemType0Class] = { 'brute',  }

def check_gloomhaven_complete_options_characters_item_type_0_class(value: str) -> GloomhavenCompleteOptionsCharactersItemType0Class:
    if value in GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_0_CLASS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_0_CLASS_VALUES!r}")
