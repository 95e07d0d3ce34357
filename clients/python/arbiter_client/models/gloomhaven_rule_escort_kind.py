from typing import Literal

GloomhavenRuleEscortKind = Literal['escort']

GLOOMHAVEN_RULE_ESCORT_KIND_VALUES: set[GloomhavenRuleEscortKind] = { 'escort',  }

def check_gloomhaven_rule_escort_kind(value: str) -> GloomhavenRuleEscortKind:
    if value in GLOOMHAVEN_RULE_ESCORT_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_ESCORT_KIND_VALUES!r}")
