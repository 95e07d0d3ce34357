from typing import Literal

GloomhavenRuleTokenKind = Literal['token']

GLOOMHAVEN_RULE_TOKEN_KIND_VALUES: set[GloomhavenRuleTokenKind] = { 'token',  }

def check_gloomhaven_rule_token_kind(value: str) -> GloomhavenRuleTokenKind:
    if value in GLOOMHAVEN_RULE_TOKEN_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_TOKEN_KIND_VALUES!r}")
