from typing import Literal

GloomhavenConsumeDecisionKind = Literal['consume_elements']

GLOOMHAVEN_CONSUME_DECISION_KIND_VALUES: set[GloomhavenConsumeDecisionKind] = { 'consume_elements',  }

def check_gloomhaven_consume_decision_kind(value: str) -> GloomhavenConsumeDecisionKind:
    if value in GLOOMHAVEN_CONSUME_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CONSUME_DECISION_KIND_VALUES!r}")
