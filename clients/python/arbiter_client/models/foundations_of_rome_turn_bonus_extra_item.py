from typing import Literal

FoundationsOfRomeTurnBonusExtraItem = Literal['buy_deed', 'construct', 'take_income']

FOUNDATIONS_OF_ROME_TURN_BONUS_EXTRA_ITEM_VALUES: set[FoundationsOfRomeTurnBonusExtraItem] = { 'buy_deed', 'construct', 'take_income',  }

def check_foundations_of_rome_turn_bonus_extra_item(value: str) -> FoundationsOfRomeTurnBonusExtraItem:
    if value in FOUNDATIONS_OF_ROME_TURN_BONUS_EXTRA_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_TURN_BONUS_EXTRA_ITEM_VALUES!r}")
