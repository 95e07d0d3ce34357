from typing import Literal

FoundersOfGloomhavenPlayFaceDownActionType = Literal['play_face_down']

FOUNDERS_OF_GLOOMHAVEN_PLAY_FACE_DOWN_ACTION_TYPE_VALUES: set[FoundersOfGloomhavenPlayFaceDownActionType] = { 'play_face_down',  }

def check_founders_of_gloomhaven_play_face_down_action_type(value: str) -> FoundersOfGloomhavenPlayFaceDownActionType:
    if value in FOUNDERS_OF_GLOOMHAVEN_PLAY_FACE_DOWN_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_PLAY_FACE_DOWN_ACTION_TYPE_VALUES!r}")
