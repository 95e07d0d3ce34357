from typing import Literal

FoundationsOfRomeDrawDeedActionType = Literal['draw_deed']

FOUNDATIONS_OF_ROME_DRAW_DEED_ACTION_TYPE_VALUES: set[FoundationsOfRomeDrawDeedActionType] = { 'draw_deed',  }

def check_foundations_of_rome_draw_deed_action_type(value: str) -> FoundationsOfRomeDrawDeedActionType:
    if value in FOUNDATIONS_OF_ROME_DRAW_DEED_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_DRAW_DEED_ACTION_TYPE_VALUES!r}")
