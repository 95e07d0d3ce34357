from typing import Literal

GloomhavenRuleEventEliteKillsType = Literal['elite_kills']

GLOOMHAVEN_RULE_EVENT_ELITE_KILLS_TYPE_VALUES: set[GloomhavenRuleEventEliteKillsType] = { 'elite_kills',  }

def check_gloomhaven_rule_event_elite_kills_type(value: str) -> GloomhavenRuleEventEliteKillsType:
    if value in GLOOMHAVEN_RULE_EVENT_ELITE_KILLS_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_EVENT_ELITE_KILLS_TYPE_VALUES!r}")
