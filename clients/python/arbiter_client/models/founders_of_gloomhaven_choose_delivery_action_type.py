from typing import Literal

FoundersOfGloomhavenChooseDeliveryActionType = Literal['choose_delivery']

FOUNDERS_OF_GLOOMHAVEN_CHOOSE_DELIVERY_ACTION_TYPE_VALUES: set[FoundersOfGloomhavenChooseDeliveryActionType] = { 'choose_delivery',  }

def check_founders_of_gloomhaven_choose_delivery_action_type(value: str) -> FoundersOfGloomhavenChooseDeliveryActionType:
    if value in FOUNDERS_OF_GLOOMHAVEN_CHOOSE_DELIVERY_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_CHOOSE_DELIVERY_ACTION_TYPE_VALUES!r}")
