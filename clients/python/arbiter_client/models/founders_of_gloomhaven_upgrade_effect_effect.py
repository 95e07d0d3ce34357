from typing import Literal

FoundersOfGloomhavenUpgradeEffectEffect = Literal['upgrade']

FOUNDERS_OF_GLOOMHAVEN_UPGRADE_EFFECT_EFFECT_VALUES: set[FoundersOfGloomhavenUpgradeEffectEffect] = { 'upgrade',  }

def check_founders_of_gloomhaven_upgrade_effect_effect(value: str) -> FoundersOfGloomhavenUpgradeEffectEffect:
    if value in FOUNDERS_OF_GLOOMHAVEN_UPGRADE_EFFECT_EFFECT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_UPGRADE_EFFECT_EFFECT_VALUES!r}")
