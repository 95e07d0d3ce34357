from typing import Literal

GloomhavenRuleSetupMarkedHexesType = Literal['marked_hexes']

GLOOMHAVEN_RULE_SETUP_MARKED_HEXES_TYPE_VALUES: set[GloomhavenRuleSetupMarkedHexesType] = { 'marked_hexes',  }

def check_gloomhaven_rule_setup_marked_hexes_type(value: str) -> GloomhavenRuleSetupMarkedHexesType:
    if value in GLOOMHAVEN_RULE_SETUP_MARKED_HEXES_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_MARKED_HEXES_TYPE_VALUES!r}")
