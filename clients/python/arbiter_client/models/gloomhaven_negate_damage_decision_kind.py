from typing import Literal

GloomhavenNegateDamageDecisionKind = Literal['negate_damage']

GLOOMHAVEN_NEGATE_DAMAGE_DECISION_KIND_VALUES: set[GloomhavenNegateDamageDecisionKind] = { 'negate_damage',  }

def check_gloomhaven_negate_damage_decision_kind(value: str) -> GloomhavenNegateDamageDecisionKind:
    if value in GLOOMHAVEN_NEGATE_DAMAGE_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_NEGATE_DAMAGE_DECISION_KIND_VALUES!r}")
