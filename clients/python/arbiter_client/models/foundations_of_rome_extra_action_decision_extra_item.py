from typing import Literal

FoundationsOfRomeExtraActionDecisionExtraItem = Literal['buy_deed', 'construct', 'take_income']

FOUNDATIONS_OF_ROME_EXTRA_ACTION_DECISION_EXTRA_ITEM_VALUES: set[FoundationsOfRomeExtraActionDecisionExtraItem] = { 'buy_deed', 'construct', 'take_income',  }

def check_foundations_of_rome_extra_action_decision_extra_item(value: str) -> FoundationsOfRomeExtraActionDecisionExtraItem:
    if value in FOUNDATIONS_OF_ROME_EXTRA_ACTION_DECISION_EXTRA_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_EXTRA_ACTION_DECISION_EXTRA_ITEM_VALUES!r}")
