from typing import Literal

GloomhavenAbilityRecoverCountType1 = Literal['all']

GLOOMHAVEN_ABILITY_RECOVER_COUNT_TYPE_1_VALUES: set[GloomhavenAbilityRecoverCountType1] = { 'all',  }

def check_gloomhaven_ability_recover_count_type_1(value: str) -> GloomhavenAbilityRecoverCountType1:
    if value in GLOOMHAVEN_ABILITY_RECOVER_COUNT_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_RECOVER_COUNT_TYPE_1_VALUES!r}")
