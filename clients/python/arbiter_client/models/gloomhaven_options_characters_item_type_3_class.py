from typing import Literal

GloomhavenOptionsCharactersItemType3Class = Literal['scoundrel']

GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_3_CLASS_VALUES: set[GloomhavenOptionsCharactersItemType3Class] = { 'scoundrel',  }

def check_gloomhaven_options_characters_item_type_3_class(value: str) -> GloomhavenOptionsCharactersItemType3Class:
    if value in GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_3_CLASS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_3_CLASS_VALUES!r}")
