from typing import Literal

FoundersOfGloomhavenFollowFrameAsItem = Literal['construct', 'recruit', 'trade', 'upgrade']

FOUNDERS_OF_GLOOMHAVEN_FOLLOW_FRAME_AS_ITEM_VALUES: set[FoundersOfGloomhavenFollowFrameAsItem] = { 'construct', 'recruit', 'trade', 'upgrade',  }

def check_founders_of_gloomhaven_follow_frame_as_item(value: str) -> FoundersOfGloomhavenFollowFrameAsItem:
    if value in FOUNDERS_OF_GLOOMHAVEN_FOLLOW_FRAME_AS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_FOLLOW_FRAME_AS_ITEM_VALUES!r}")
