from typing import Literal

GloomhavenRuleEventRoomRevealedType = Literal['room_revealed']

GLOOMHAVEN_RULE_EVENT_ROOM_REVEALED_TYPE_VALUES: set[GloomhavenRuleEventRoomRevealedType] = { 'room_revealed',  }

def check_gloomhaven_rule_event_room_revealed_type(value: str) -> GloomhavenRuleEventRoomRevealedType:
    if value in GLOOMHAVEN_RULE_EVENT_ROOM_REVEALED_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_EVENT_ROOM_REVEALED_TYPE_VALUES!r}")
