from typing import Literal

GloomhavenChooseHexDecisionKind = Literal['token_hex']

GLOOMHAVEN_CHOOSE_HEX_DECISION_KIND_VALUES: set[GloomhavenChooseHexDecisionKind] = { 'token_hex',  }

def check_gloomhaven_choose_hex_decision_kind(value: str) -> GloomhavenChooseHexDecisionKind:
    if value in GLOOMHAVEN_CHOOSE_HEX_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CHOOSE_HEX_DECISION_KIND_VALUES!r}")
