from typing import Literal

GloomhavenAbilityCardLevelType1 = Literal['X']

GLOOMHAVEN_ABILITY_CARD_LEVEL_TYPE_1_VALUES: set[GloomhavenAbilityCardLevelType1] = { 'X',  }

def check_gloomhaven_ability_card_level_type_1(value: str) -> GloomhavenAbilityCardLevelType1:
    if value in GLOOMHAVEN_ABILITY_CARD_LEVEL_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_CARD_LEVEL_TYPE_1_VALUES!r}")
