from typing import Literal

GloomhavenRuleSetupAltarTravelType = Literal['altar_travel']

GLOOMHAVEN_RULE_SETUP_ALTAR_TRAVEL_TYPE_VALUES: set[GloomhavenRuleSetupAltarTravelType] = { 'altar_travel',  }

def check_gloomhaven_rule_setup_altar_travel_type(value: str) -> GloomhavenRuleSetupAltarTravelType:
    if value in GLOOMHAVEN_RULE_SETUP_ALTAR_TRAVEL_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_ALTAR_TRAVEL_TYPE_VALUES!r}")
