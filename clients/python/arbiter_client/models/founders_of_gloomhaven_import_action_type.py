from typing import Literal

FoundersOfGloomhavenImportActionType = Literal['import']

FOUNDERS_OF_GLOOMHAVEN_IMPORT_ACTION_TYPE_VALUES: set[FoundersOfGloomhavenImportActionType] = { 'import',  }

def check_founders_of_gloomhaven_import_action_type(value: str) -> FoundersOfGloomhavenImportActionType:
    if value in FOUNDERS_OF_GLOOMHAVEN_IMPORT_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_IMPORT_ACTION_TYPE_VALUES!r}")
