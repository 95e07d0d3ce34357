from typing import Literal

GloomhavenCompleteOptionsCharactersItemType2Class = Literal['spellweaver']

GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_2_CLASS_VALUES: set[GloomhavenCompleteOptionsCharactersItemType2Class] = { 'spellweaver',  }

def check_gloomhaven_complete_options_characters_item_type_2_class(value: str) -> GloomhavenCompleteOptionsCharactersItemType2Class:
    if value in GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_2_CLASS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_TYPE_2_CLASS_VALUES!r}")
