from typing import Literal

FoundationsOfRomeFinalTurnDecisionExtraItem = Literal['buy_deed', 'construct', 'take_income']

FOUNDATIONS_OF_ROME_FINAL_TURN_DECISION_EXTRA_ITEM_VALUES: set[FoundationsOfRomeFinalTurnDecisionExtraItem] = { 'buy_deed', 'construct', 'take_income',  }

def check_foundations_of_rome_final_turn_decision_extra_item(value: str) -> FoundationsOfRomeFinalTurnDecisionExtraItem:
    if value in FOUNDATIONS_OF_ROME_FINAL_TURN_DECISION_EXTRA_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_FINAL_TURN_DECISION_EXTRA_ITEM_VALUES!r}")
