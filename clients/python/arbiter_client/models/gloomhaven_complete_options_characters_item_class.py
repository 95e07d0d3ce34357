from typing import Literal

GloomhavenCompleteOptionsCharactersItemClass = Literal['brute', 'cragheart', 'mindthief', 'scoundrel', 'spellweaver', 'tinkerer']

GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_CLASS_VALUES: set[GloomhavenCompleteOptionsCharactersItemClass] = { 'brute', 'cragheart', 'mindthief', 'scoundrel', 'spellweaver', 'tinkerer',  }

def check_gloomhaven_complete_options_characters_item_class(value: str) -> GloomhavenCompleteOptionsCharactersItemClass:
    if value in GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_CLASS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_COMPLETE_OPTIONS_CHARACTERS_ITEM_CLASS_VALUES!r}")
