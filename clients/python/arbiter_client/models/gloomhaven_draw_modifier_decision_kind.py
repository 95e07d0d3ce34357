from typing import Literal

GloomhavenDrawModifierDecisionKind = Literal['draw_modifier']

GLOOMHAVEN_DRAW_MODIFIER_DECISION_KIND_VALUES: set[GloomhavenDrawModifierDecisionKind] = { 'draw_modifier',  }

def check_gloomhaven_draw_modifier_decision_kind(value: str) -> GloomhavenDrawModifierDecisionKind:
    if value in GLOOMHAVEN_DRAW_MODIFIER_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_DRAW_MODIFIER_DECISION_KIND_VALUES!r}")
