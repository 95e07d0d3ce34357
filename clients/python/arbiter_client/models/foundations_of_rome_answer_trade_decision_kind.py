from typing import Literal

FoundationsOfRomeAnswerTradeDecisionKind = Literal['answer_trade']

FOUNDATIONS_OF_ROME_ANSWER_TRADE_DECISION_KIND_VALUES: set[FoundationsOfRomeAnswerTradeDecisionKind] = { 'answer_trade',  }

def check_foundations_of_rome_answer_trade_decision_kind(value: str) -> FoundationsOfRomeAnswerTradeDecisionKind:
    if value in FOUNDATIONS_OF_ROME_ANSWER_TRADE_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_ANSWER_TRADE_DECISION_KIND_VALUES!r}")
