from typing import Literal

GloomhavenViewCharactersItemClass = Literal['brute', 'cragheart', 'mindthief', 'scoundrel', 'spellweaver', 'tinkerer']

GLOOMHAVEN_VIEW_CHARACTERS_ITEM_CLASS_VALUES: set[GloomhavenViewCharactersItemClass] = { 'brute', 'cragheart', 'mindthief', 'scoundrel', 'spellweaver', 'tinkerer',  }

def check_gloomhaven_view_characters_item_class(value: str) -> GloomhavenViewCharactersItemClass:
    if value in GLOOMHAVEN_VIEW_CHARACTERS_ITEM_CLASS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_VIEW_CHARACTERS_ITEM_CLASS_VALUES!r}")
