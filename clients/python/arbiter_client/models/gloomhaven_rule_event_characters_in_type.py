from typing import Literal

GloomhavenRuleEventCharactersInType = Literal['characters_in']

GLOOMHAVEN_RULE_EVENT_CHARACTERS_IN_TYPE_VALUES: set[GloomhavenRuleEventCharactersInType] = { 'characters_in',  }

def check_gloomhaven_rule_event_characters_in_type(value: str) -> GloomhavenRuleEventCharactersInType:
    if value in GLOOMHAVEN_RULE_EVENT_CHARACTERS_IN_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_EVENT_CHARACTERS_IN_TYPE_VALUES!r}")
