from typing import Literal

GloomhavenOptionsCharactersItemClass = Literal['brute', 'cragheart', 'mindthief', 'scoundrel', 'spellweaver', 'tinkerer']

GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_CLASS_VALUES: set[GloomhavenOptionsCharactersItemClass] = { 'brute', 'cragheart', 'mindthief', 'scoundrel', 'spellweaver', 'tinkerer',  }

def check_gloomhaven_options_characters_item_class(value: str) -> GloomhavenOptionsCharactersItemClass:
    if value in GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_CLASS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_OPTIONS_CHARACTERS_ITEM_CLASS_VALUES!r}")
