from typing import Literal

GloomhavenSpendMovementActionType = Literal['spend_movement']

GLOOMHAVEN_SPEND_MOVEMENT_ACTION_TYPE_VALUES: set[GloomhavenSpendMovementActionType] = { 'spend_movement',  }

def check_gloomhaven_spend_movement_action_type(value: str) -> GloomhavenSpendMovementActionType:
    if value in GLOOMHAVEN_SPEND_MOVEMENT_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_SPEND_MOVEMENT_ACTION_TYPE_VALUES!r}")
