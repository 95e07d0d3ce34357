from typing import Literal

GloomhavenCompleteOptionsCharactersItemType5Class = Literal['mindthief']

GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_5_CLASS_VALUES: set[GloomhavenCompleteOptionsCharactersItemType5Class] = { 'mindthief',  }

def check_gloomhaven_complete_options_characters_item_type_5_class(value: str) -> GloomhavenCompleteOptionsCharactersItemType5Class:
    if value in GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_5_CLASS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_5_CLASS_VALUES!r}")
