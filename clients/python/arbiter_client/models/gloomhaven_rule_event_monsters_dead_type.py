from typing import Literal

GloomhavenRuleEventMonstersDeadType = Literal['monsters_dead']

GLOOMHAVEN_RULE_EVENT_MONSTERS_DEAD_TYPE_VALUES: set[GloomhavenRuleEventMonstersDeadType] = { 'monsters_dead',  }

def check_gloomhaven_rule_event_monsters_dead_type(value: str) -> GloomhavenRuleEventMonstersDeadType:
    if value in GLOOMHAVEN_RULE_EVENT_MONSTERS_DEAD_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_EVENT_MONSTERS_DEAD_TYPE_VALUES!r}")
