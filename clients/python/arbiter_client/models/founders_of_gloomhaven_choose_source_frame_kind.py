from typing import Literal

FoundersOfGloomhavenChooseSourceFrameKind = Literal['choose_source']

FOUNDERS_OF_GLOOMHAVEN_CHOOSE_SOURCE_FRAME_KIND_VALUES: set[FoundersOfGloomhavenChooseSourceFrameKind] = { 'choose_source',  }

def check_founders_of_gloomhaven_choose_source_frame_kind(value: str) -> FoundersOfGloomhavenChooseSourceFrameKind:
    if value in FOUNDERS_OF_GLOOMHAVEN_CHOOSE_SOURCE_FRAME_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_CHOOSE_SOURCE_FRAME_KIND_VALUES!r}")
