from typing import Literal

FoundationsOfRomeAfterActionDecisionExtraItem = Literal['buy_deed', 'construct', 'take_income']

FOUNDATIONS_OF_ROME_AFTER_ACTION_DECISION_EXTRA_ITEM_VALUES: set[FoundationsOfRomeAfterActionDecisionExtraItem] = { 'buy_deed', 'construct', 'take_income',  }

def check_foundations_of_rome_after_action_decision_extra_item(value: str) -> FoundationsOfRomeAfterActionDecisionExtraItem:
    if value in FOUNDATIONS_OF_ROME_AFTER_ACTION_DECISION_EXTRA_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_AFTER_ACTION_DECISION_EXTRA_ITEM_VALUES!r}")
