from typing import Literal

GloomhavenViewRulesVersion = Literal['11']

GLOOMHAVEN_VIEW_RULES_VERSION_VALUES: set[GloomhavenViewRulesVersion] = { '11',  }

def check_gloomhaven_view_rules_version(value: str) -> GloomhavenViewRulesVersion:
    if value in GLOOMHAVEN_VIEW_RULES_VERSION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_VIEW_RULES_VERSION_VALUES!r}")
