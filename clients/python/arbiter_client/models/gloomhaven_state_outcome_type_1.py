from typing import Literal

GloomhavenStateOutcomeType1 = Literal['defeat', 'victory']

GLOOMHAVEN_STATE_OUTCOME_TYPE_1_VALUES: set[GloomhavenStateOutcomeType1] = { 'defeat', 'victory',  }

def check_gloomhaven_state_outcome_type_1(value: str) -> GloomhavenStateOutcomeType1:
    if value in GLOOMHAVEN_STATE_OUTCOME_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_STATE_OUTCOME_TYPE_1_VALUES!r}")
