from typing import Literal

FoundersOfGloomhavenPerEffectCountOf = Literal['advisers', 'bridges', 'completions', 'deliveries', 'houses', 'resource_types']

FOUNDERS_OF_GLOOMHAVEN_PER_EFFECT_COUNT_OF_VALUES: set[FoundersOfGloomhavenPerEffectCountOf] = { 'advisers', 'bridges', 'completions', 'deliveries', 'houses', 'resource_types',  }

def check_founders_of_gloomhaven_per_effect_count_of(value: str) -> FoundersOfGloomhavenPerEffectCountOf:
    if value in FOUNDERS_OF_GLOOMHAVEN_PER_EFFECT_COUNT_OF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_PER_EFFECT_COUNT_OF_VALUES!r}")
