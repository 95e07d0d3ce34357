from typing import Literal

GloomhavenDiscardAugmentDecisionKind = Literal['discard_augment']

GLOOMHAVEN_DISCARD_AUGMENT_DECISION_KIND_VALUES: set[GloomhavenDiscardAugmentDecisionKind] = { 'discard_augment',  }

def check_gloomhaven_discard_augment_decision_kind(value: str) -> GloomhavenDiscardAugmentDecisionKind:
    if value in GLOOMHAVEN_DISCARD_AUGMENT_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_DISCARD_AUGMENT_DECISION_KIND_VALUES!r}")
