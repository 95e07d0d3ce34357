from typing import Literal

GloomhavenRuleLossRoomEmptyType = Literal['room_empty']

GLOOMHAVEN_RULE_LOSS_ROOM_EMPTY_TYPE_VALUES: set[GloomhavenRuleLossRoomEmptyType] = { 'room_empty',  }

def check_gloomhaven_rule_loss_room_empty_type(value: str) -> GloomhavenRuleLossRoomEmptyType:
    if value in GLOOMHAVEN_RULE_LOSS_ROOM_EMPTY_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_LOSS_ROOM_EMPTY_TYPE_VALUES!r}")
