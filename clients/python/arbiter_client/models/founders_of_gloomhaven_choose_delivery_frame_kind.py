from typing import Literal

FoundersOfGloomhavenChooseDeliveryFrameKind = Literal['choose_delivery']

FOUNDERS_OF_GLOOMHAVEN_CHOOSE_DELIVERY_FRAME_KIND_VALUES: set[FoundersOfGloomhavenChooseDeliveryFrameKind] = { 'choose_delivery',  }

def check_founders_of_gloomhaven_choose_delivery_frame_kind(value: str) -> FoundersOfGloomhavenChooseDeliveryFrameKind:
    if value in FOUNDERS_OF_GLOOMHAVEN_CHOOSE_DELIVERY_FRAME_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_CHOOSE_DELIVERY_FRAME_KIND_VALUES!r}")
