from typing import Literal

GloomhavenAbilityPushType = Literal['push']

GLOOMHAVEN_ABILITY_PUSH_TYPE_VALUES: set[GloomhavenAbilityPushType] = { 'push',  }

def check_gloomhaven_ability_push_type(value: str) -> GloomhavenAbilityPushType:
    if value in GLOOMHAVEN_ABILITY_PUSH_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_PUSH_TYPE_VALUES!r}")
