from typing import Literal

FoundationsOfRomeTurnDecisionExtraItem = Literal['buy_deed', 'construct', 'take_income']

FOUNDATIONS_OF_ROME_TURN_DECISION_EXTRA_ITEM_VALUES: set[FoundationsOfRomeTurnDecisionExtraItem] = { 'buy_deed', 'construct', 'take_income',  }

def check_foundations_of_rome_turn_decision_extra_item(value: str) -> FoundationsOfRomeTurnDecisionExtraItem:
    if value in FOUNDATIONS_OF_ROME_TURN_DECISION_EXTRA_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_TURN_DECISION_EXTRA_ITEM_VALUES!r}")
