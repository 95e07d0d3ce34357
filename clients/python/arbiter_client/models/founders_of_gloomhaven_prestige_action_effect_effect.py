from typing import Literal

FoundersOfGloomhavenPrestigeActionEffectEffect = Literal['prestige_action']

FOUNDERS_OF_GLOOMHAVEN_PRESTIGE_ACTION_EFFECT_EFFECT_VALUES: set[FoundersOfGloomhavenPrestigeActionEffectEffect] = { 'prestige_action',  }

def check_founders_of_gloomhaven_prestige_action_effect_effect(value: str) -> FoundersOfGloomhavenPrestigeActionEffectEffect:
    if value in FOUNDERS_OF_GLOOMHAVEN_PRESTIGE_ACTION_EFFECT_EFFECT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_PRESTIGE_ACTION_EFFECT_EFFECT_VALUES!r}")
