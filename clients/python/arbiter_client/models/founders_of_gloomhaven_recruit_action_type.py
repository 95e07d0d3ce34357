from typing import Literal

FoundersOfGloomhavenRecruitActionType = Literal['recruit']

FOUNDERS_OF_GLOOMHAVEN_RECRUIT_ACTION_TYPE_VALUES: set[FoundersOfGloomhavenRecruitActionType] = { 'recruit',  }

def check_founders_of_gloomhaven_recruit_action_type(value: str) -> FoundersOfGloomhavenRecruitActionType:
    if value in FOUNDERS_OF_GLOOMHAVEN_RECRUIT_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_RECRUIT_ACTION_TYPE_VALUES!r}")
