from typing import Literal

FoundersOfGloomhavenFollowActionAs = Literal['construct', 'recruit', 'trade', 'upgrade']

FOUNDERS_OF_GLOOMHAVEN_FOLLOW_ACTION_AS_VALUES: set[FoundersOfGloomhavenFollowActionAs] = { 'construct', 'recruit', 'trade', 'upgrade',  }

def check_founders_of_gloomhaven_follow_action_as(value: str) -> FoundersOfGloomhavenFollowActionAs:
    if value in FOUNDERS_OF_GLOOMHAVEN_FOLLOW_ACTION_AS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_FOLLOW_ACTION_AS_VALUES!r}")
