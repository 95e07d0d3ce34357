from typing import Literal

FoundersOfGloomhavenRecruitEffectEffect = Literal['recruit']

FOUNDERS_OF_GLOOMHAVEN_RECRUIT_EFFECT_EFFECT_VALUES: set[FoundersOfGloomhavenRecruitEffectEffect] = { 'recruit',  }

def check_founders_of_gloomhaven_recruit_effect_effect(value: str) -> FoundersOfGloomhavenRecruitEffectEffect:
    if value in FOUNDERS_OF_GLOOMHAVEN_RECRUIT_EFFECT_EFFECT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_RECRUIT_EFFECT_EFFECT_VALUES!r}")
