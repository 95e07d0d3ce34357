from typing import Literal

FoundersOfGloomhavenSourceStepResource = Literal['books', 'brick', 'cloth', 'crops', 'food', 'gems', 'government', 'jewelry', 'knowledge', 'labor', 'leather', 'livestock', 'machinery', 'metal', 'population', 'stone', 'weapons', 'wood']

FOUNDERS_OF_GLOOMHAVEN_SOURCE_STEP_RESOURCE_VALUES: set[FoundersOfGloomhavenSourceStepResource] = { 'books', 'brick', 'cloth', 'crops', 'food', 'gems', 'government', 'jewelry', 'knowledge', 'labor', 'leather', 'livestock', 'machinery', 'metal', 'population', 'stone', 'weapons', 'wood',  }

def check_founders_of_gloomhaven_source_step_resource(value: str) -> FoundersOfGloomhavenSourceStepResource:
    if value in FOUNDERS_OF_GLOOMHAVEN_SOURCE_STEP_RESOURCE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_SOURCE_STEP_RESOURCE_VALUES!r}")
