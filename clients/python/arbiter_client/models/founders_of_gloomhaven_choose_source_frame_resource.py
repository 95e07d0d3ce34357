from typing import Literal

FoundersOfGloomhavenChooseSourceFrameResource = Literal['books', 'brick', 'cloth', 'crops', 'food', 'gems', 'government', 'jewelry', 'knowledge', 'labor', 'leather', 'livestock', 'machinery', 'metal', 'population', 'stone', 'weapons', 'wood']

FOUNDERS_OF_GLOOMHAVEN_CHOOSE_SOURCE_FRAME_RESOURCE_VALUES: set[FoundersOfGloomhavenChooseSourceFrameResource] = { 'books', 'brick', 'cloth', 'crops', 'food', 'gems', 'government', 'jewelry', 'knowledge', 'labor', 'leather', 'livestock', 'machinery', 'metal', 'population', 'stone', 'weapons', 'wood',  }

def check_founders_of_gloomhaven_choose_source_frame_resource(value: str) -> FoundersOfGloomhavenChooseSourceFrameResource:
    if value in FOUNDERS_OF_GLOOMHAVEN_CHOOSE_SOURCE_FRAME_RESOURCE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_CHOOSE_SOURCE_FRAME_RESOURCE_VALUES!r}")
