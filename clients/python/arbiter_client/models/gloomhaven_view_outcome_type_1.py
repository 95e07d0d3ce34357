from typing import Literal

GloomhavenViewOutcomeType1 = Literal['defeat', 'victory']

GLOOMHAVEN_VIEW_OUTCOME_TYPE_1_VALUES: set[GloomhavenViewOutcomeType1] = { 'defeat', 'victory',  }

def check_gloomhaven_view_outcome_type_1(value: str) -> GloomhavenViewOutcomeType1:
    if value in GLOOMHAVEN_VIEW_OUTCOME_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_VIEW_OUTCOME_TYPE_1_VALUES!r}")
