from typing import Literal

GloomhavenOptionsCharactersItemType0Class = Literal['brute']

GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_0_CLASS_VALUES: set[GloomhavenOptionsCharactersItemType0Class] = { 'brute',  }

def check_gloomhaven_options_characters_item_type_0_class(value: str) -> GloomhavenOptionsCharactersItemType0Class:
    if value in GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_0_CLASS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_0_CLASS_VALUES!r}")
