from typing import Literal

FoundersOfGloomhavenChooseResourceFrameKind = Literal['choose_resource']

FOUNDERS_OF_GLOOMHAVEN_CHOOSE_RESOURCE_FRAME_KIND_VALUES: set[FoundersOfGloomhavenChooseResourceFrameKind] = { 'choose_resource',  }

def check_founders_of_gloomhaven_choose_resource_frame_kind(value: str) -> FoundersOfGloomhavenChooseResourceFrameKind:
    if value in FOUNDERS_OF_GLOOMHAVEN_CHOOSE_RESOURCE_FRAME_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_CHOOSE_RESOURCE_FRAME_KIND_VALUES!r}")
