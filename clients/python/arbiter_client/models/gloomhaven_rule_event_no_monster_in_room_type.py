from typing import Literal

GloomhavenRuleEventNoMonsterInRoomType = Literal['no_monster_in_room']

GLOOMHAVEN_RULE_EVENT_NO_MONSTER_IN_ROOM_TYPE_VALUES: set[GloomhavenRuleEventNoMonsterInRoomType] = { 'no_monster_in_room',  }

def check_gloomhaven_rule_event_no_monster_in_room_type(value: str) -> GloomhavenRuleEventNoMonsterInRoomType:
    if value in GLOOMHAVEN_RULE_EVENT_NO_MONSTER_IN_ROOM_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_EVENT_NO_MONSTER_IN_ROOM_TYPE_VALUES!r}")
