from typing import Literal

GloomhavenAbilityRecoverPile = Literal['discard', 'lost']

GLOOMHAVEN_ABILITY_RECOVER_PILE_VALUES: set[GloomhavenAbilityRecoverPile] = { 'discard', 'lost',  }

def check_gloomhaven_ability_recover_pile(value: str) -> GloomhavenAbilityRecoverPile:
    if value in GLOOMHAVEN_ABILITY_RECOVER_PILE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_RECOVER_PILE_VALUES!r}")
