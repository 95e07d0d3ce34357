from typing import Literal

LegalActionsResponseReason = Literal['game_over', 'not_awaiting']

LEGAL_ACTIONS_RESPONSE_REASON_VALUES: set[LegalActionsResponseReason] = { 'game_over', 'not_awaiting',  }

def check_legal_actions_response_reason(value: str) -> LegalActionsResponseReason:
    if value in LEGAL_ACTIONS_RESPONSE_REASON_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LEGAL_ACTIONS_RESPONSE_REASON_VALUES!r}")
