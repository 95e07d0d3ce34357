from typing import Literal

GloomhavenAbilityConsumeForType = Literal['consume_for']

GLOOMHAVEN_ABILITY_CONSUME_FOR_TYPE_VALUES: set[GloomhavenAbilityConsumeForType] = { 'consume_for',  }

def check_gloomhaven_ability_consume_for_type(value: str) -> GloomhavenAbilityConsumeForType:
    if value in GLOOMHAVEN_ABILITY_CONSUME_FOR_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_CONSUME_FOR_TYPE_VALUES!r}")
