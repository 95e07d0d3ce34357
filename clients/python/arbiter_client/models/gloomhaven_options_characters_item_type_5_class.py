from typing import Literal

GloomhavenOptionsCharactersItemType5Class = Literal['mindthief']

GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_5_CLASS_VALUES: set[GloomhavenOptionsCharactersItemType5Class] = { 'mindthief',  }

def check_gloomhaven_options_characters_item_type_5_class(value: str) -> GloomhavenOptionsCharactersItemType5Class:
    if value in GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_5_CLASS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_5_CLASS_VALUES!r}")
