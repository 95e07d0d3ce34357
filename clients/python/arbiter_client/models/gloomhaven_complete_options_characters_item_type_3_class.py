from typing import Literal

GloomhavenCompleteOptionsCharactersItemType3Class = Literal['scoundrel']

GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_3_CLASS_VALUES: set[GloomhavenCompleteOptionsCharactersItemType3Class] = { 'scoundrel',  }

def check_gloomhaven_complete_options_characters_item_type_3_class(value: str) -> GloomhavenCompleteOptionsCharactersItemType3Class:
    if value in GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_3_CLASS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_3_CLASS_VALUES!r}")
