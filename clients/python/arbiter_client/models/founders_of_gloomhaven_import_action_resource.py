from typing import Literal

FoundersOfGloomhavenImportActionResource = Literal['crops', 'gems', 'knowledge', 'livestock', 'metal', 'population', 'stone', 'wood']

FOUNDERS_OF_GLOOMHAVEN_IMPORT_ACTION_RESOURCE_VALUES: set[FoundersOfGloomhavenImportActionResource] = { 'crops', 'gems', 'knowledge', 'livestock', 'metal', 'population', 'stone', 'wood',  }

def check_founders_of_gloomhaven_import_action_resource(value: str) -> FoundersOfGloomhavenImportActionResource:
    if value in FOUNDERS_OF_GLOOMHAVEN_IMPORT_ACTION_RESOURCE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_IMPORT_ACTION_RESOURCE_VALUES!r}")
