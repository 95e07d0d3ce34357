from typing import Literal

FoundationsOfRomeMonumentComponentGuessedItem = Literal['requirement', 'shape', 'value']

FOUNDATIONS_OF_ROME_MONUMENT_COMPONENT_GUESSED_ITEM_VALUES: set[FoundationsOfRomeMonumentComponentGuessedItem] = { 'requirement', 'shape', 'value',  }

def check_foundations_of_rome_monument_component_guessed_item(value: str) -> FoundationsOfRomeMonumentComponentGuessedItem:
    if value in FOUNDATIONS_OF_ROME_MONUMENT_COMPONENT_GUESSED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_MONUMENT_COMPONENT_GUESSED_ITEM_VALUES!r}")
