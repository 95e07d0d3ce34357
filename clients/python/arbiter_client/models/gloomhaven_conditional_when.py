from typing import Literal

GloomhavenConditionalWhen = Literal['always', 'elements_consumed', 'ended_where_started', 'self_invisible', 'target_adjacent_to_ally', 'target_alone']

GLOOMHAVEN_CONDITIONAL_WHEN_VALUES: set[GloomhavenConditionalWhen] = { 'always', 'elements_consumed', 'ended_where_started', 'self_invisible', 'target_adjacent_to_ally', 'target_alone',  }

def check_gloomhaven_conditional_when(value: str) -> GloomhavenConditionalWhen:
    if value in GLOOMHAVEN_CONDITIONAL_WHEN_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CONDITIONAL_WHEN_VALUES!r}")
