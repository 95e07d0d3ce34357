from typing import Literal

GloomhavenStateRulesVersion = Literal['11']

GLOOMHAVEN_STATE_RULES_VERSION_VALUES: set[GloomhavenStateRulesVersion] = { '11',  }

def check_gloomhaven_state_rules_version(value: str) -> GloomhavenStateRulesVersion:
    if value in GLOOMHAVEN_STATE_RULES_VERSION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_STATE_RULES_VERSION_VALUES!r}")
