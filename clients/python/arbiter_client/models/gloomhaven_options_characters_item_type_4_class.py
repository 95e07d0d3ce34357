from typing import Literal

GloomhavenOptionsCharactersItemType4Class = Literal['cragheart']

GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_4_CLASS_VALUES: set[GloomhavenOptionsCharactersItemType4Class] = { 'cragheart',  }

def check_gloomhaven_options_characters_item_type_4_class(value: str) -> GloomhavenOptionsCharactersItemType4Class:
    if value in GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_4_CLASS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_4_CLASS_VALUES!r}")
