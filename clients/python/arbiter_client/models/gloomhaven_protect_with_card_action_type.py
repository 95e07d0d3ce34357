from typing import Literal

GloomhavenProtectWithCardActionType = Literal['protect_with_card']

GLOOMHAVEN_PROTECT_WITH_CARD_ACTION_TYPE_VALUES: set[GloomhavenProtectWithCardActionType] = { 'protect_with_card',  }

def check_gloomhaven_protect_with_card_action_type(value: str) -> GloomhavenProtectWithCardActionType:
    if value in GLOOMHAVEN_PROTECT_WITH_CARD_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_PROTECT_WITH_CARD_ACTION_TYPE_VALUES!r}")
