from typing import Literal

FoundersOfGloomhavenImportAccessActionType = Literal['import_access']

FOUNDERS_OF_GLOOMHAVEN_IMPORT_ACCESS_ACTION_TYPE_VALUES: set[FoundersOfGloomhavenImportAccessActionType] = { 'import_access',  }

def check_founders_of_gloomhaven_import_access_action_type(value: str) -> FoundersOfGloomhavenImportAccessActionType:
    if value in FOUNDERS_OF_GLOOMHAVEN_IMPORT_ACCESS_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_IMPORT_ACCESS_ACTION_TYPE_VALUES!r}")
