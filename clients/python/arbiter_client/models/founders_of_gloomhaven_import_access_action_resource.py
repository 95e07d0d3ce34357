from typing import Literal

FoundersOfGloomhavenImportAccessActionResource = Literal['crops', 'gems', 'knowledge', 'livestock', 'metal', 'population', 'stone', 'wood']

FOUNDERS_OF_GLOOMHAVEN_IMPORT_ACCESS_ACTION_RESOURCE_VALUES: set[FoundersOfGloomhavenImportAccessActionResource] = { 'crops', 'gems', 'knowledge', 'livestock', 'metal', 'population', 'stone', 'wood',  }

def check_founders_of_gloomhaven_import_access_action_resource(value: str) -> FoundersOfGloomhavenImportAccessActionResource:
    if value in FOUNDERS_OF_GLOOMHAVEN_IMPORT_ACCESS_ACTION_RESOURCE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_IMPORT_ACCESS_ACTION_RESOURCE_VALUES!r}")
