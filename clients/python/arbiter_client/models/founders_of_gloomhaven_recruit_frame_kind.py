from typing import Literal

FoundersOfGloomhavenRecruitFrameKind = Literal['recruit']

FOUNDERS_OF_GLOOMHAVEN_RECRUIT_FRAME_KIND_VALUES: set[FoundersOfGloomhavenRecruitFrameKind] = { 'recruit',  }

def check_founders_of_gloomhaven_recruit_frame_kind(value: str) -> FoundersOfGloomhavenRecruitFrameKind:
    if value in FOUNDERS_OF_GLOOMHAVEN_RECRUIT_FRAME_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_RECRUIT_FRAME_KIND_VALUES!r}")
