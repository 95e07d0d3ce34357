from typing import Literal

GloomhavenCompleteOptionsCharactersItemType1Class = Literal['tinkerer']

GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_1_CLASS_VALUES: set[GloomhavenCompleteOptionsCharactersItemType1Class] = { 'tinkerer',  }

def check_gloomhaven_complete_options_characters_item_type_1_class(value: str) -> GloomhavenCompleteOptionsCharactersItemType1Class:
    if value in GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_1_CLASS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_1_CLASS_VALUES!r}")
