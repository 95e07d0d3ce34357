from typing import Literal

GloomhavenPlaceCharacterActionType = Literal['place_character']

GLOOMHAVEN_PLACE_CHARACTER_ACTION_TYPE_VALUES: set[GloomhavenPlaceCharacterActionType] = { 'place_character',  }

def check_gloomhaven_place_character_action_type(value: str) -> GloomhavenPlaceCharacterActionType:
    if value in GLOOMHAVEN_PLACE_CHARACTER_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_PLACE_CHARACTER_ACTION_TYPE_VALUES!r}")
