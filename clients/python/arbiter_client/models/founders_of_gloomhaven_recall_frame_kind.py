from typing import Literal

FoundersOfGloomhavenRecallFrameKind = Literal['recall']

FOUNDERS_OF_GLOOMHAVEN_RECALL_FRAME_KIND_VALUES: set[FoundersOfGloomhavenRecallFrameKind] = { 'recall',  }

def check_founders_of_gloomhaven_recall_frame_kind(value: str) -> FoundersOfGloomhavenRecallFrameKind:
    if value in FOUNDERS_OF_GLOOMHAVEN_RECALL_FRAME_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_RECALL_FRAME_KIND_VALUES!r}")
