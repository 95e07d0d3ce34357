from typing import Literal

GloomhavenRuleGoalRevealRoomType1 = Literal['all']

GLOOMHAVEN_RULE_GOAL_REVEAL_ROOM_TYPE_1_VALUES: set[GloomhavenRuleGoalRevealRoomType1] = { 'all',  }

def check_gloomhaven_rule_goal_reveal_room_type_1(value: str) -> GloomhavenRuleGoalRevealRoomType1:
    if value in GLOOMHAVEN_RULE_GOAL_REVEAL_ROOM_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_GOAL_REVEAL_ROOM_TYPE_1_VALUES!r}")
