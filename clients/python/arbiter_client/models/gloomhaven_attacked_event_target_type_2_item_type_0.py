from typing import Literal

GloomhavenAttackedEventTargetType2ItemType0 = Literal['monster']

GLOOMHAVEN_ATTACKED_EVENT_TARGET_TYPE_2_ITEM_TYPE_0_VALUES: set[GloomhavenAttackedEventTargetType2ItemType0] = { 'monster',  }

def check_gloomhaven_attacked_event_target_type_2_item_type_0(value: str) -> GloomhavenAttackedEventTargetType2ItemType0:
    if value in GLOOMHAVEN_ATTACKED_EVENT_TARGET_TYPE_2_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ATTACKED_EVENT_TARGET_TYPE_2_ITEM_TYPE_0_VALUES!r}")
