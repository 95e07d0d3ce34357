from typing import Literal

GloomhavenStateCharactersItemClass = Literal['brute', 'cragheart', 'mindthief', 'scoundrel', 'spellweaver', 'tinkerer']

GLOOMHAVEN_STATE_CHARACTERS_ITEM_CLASS_VALUES: set[GloomhavenStateCharactersItemClass] = { 'brute', 'cragheart', 'mindthief', 'scoundrel', 'spellweaver', 'tinkerer',  }

def check_gloomhaven_state_characters_item_class(value: str) -> GloomhavenStateCharactersItemClass:
    if value in GLOOMHAVEN_STATE_CHARACTERS_ITEM_CLASS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_STATE_CHARACTERS_ITEM_CLASS_VALUES!r}")
