from typing import Literal

GloomhavenOptionsCharactersItemType1Class = Literal['tinkerer']

GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_1_CLASS_VALUES: set[GloomhavenOptionsCharactersItemType1Class] = { 'tinkerer',  }

def check_gloomhaven_options_characters_item_type_1_class(value: str) -> GloomhavenOptionsCharactersItemType1Class:
    if value in GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_1_CLASS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_1_CLASS_VALUES!r}")
