from typing import Literal

GloomhavenOptionsCharactersItemType2Class = Literal['spellweaver']

GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_2_CLASS_VALUES: set[GloomhavenOptionsCharactersItemType2Class] = { 'spellweaver',  }

def check_gloomhaven_options_characters_item_type_2_class(value: str) -> GloomhavenOptionsCharactersItemType2Class:
    if value in GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_2_CLASS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_TYPE_2_CLASS_VALUES!r}")
