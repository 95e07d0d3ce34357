from typing import Literal

FoundersOfGloomhavenFollowStepAsItem = Literal['construct', 'recruit', 'trade', 'upgrade']

FOUNDERS_OF_GLOOMHAVEN_FOLLOW_STEP_AS_ITEM_VALUES: set[FoundersOfGloomhavenFollowStepAsItem] = { 'construct', 'recruit', 'trade', 'upgrade',  }

def check_founders_of_gloomhaven_follow_step_as_item(value: str) -> FoundersOfGloomhavenFollowStepAsItem:
    if value in FOUNDERS_OF_GLOOMHAVEN_FOLLOW_STEP_AS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_FOLLOW_STEP_AS_ITEM_VALUES!r}")
