from typing import Literal

GloomhavenRuleSetupHitAndRunType = Literal['hit_and_run']

GLOOMHAVEN_RULE_SETUP_HIT_AND_RUN_TYPE_VALUES: set[GloomhavenRuleSetupHitAndRunType] = { 'hit_and_run',  }

def check_gloomhaven_rule_setup_hit_and_run_type(value: str) -> GloomhavenRuleSetupHitAndRunType:
    if value in GLOOMHAVEN_RULE_SETUP_HIT_AND_RUN_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_HIT_AND_RUN_TYPE_VALUES!r}")
