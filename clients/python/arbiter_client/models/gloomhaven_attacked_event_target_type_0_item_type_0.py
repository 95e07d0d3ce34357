from typing import Literal

GloomhavenAttackedEventTargetType0ItemType0 = Literal['character']

GLOOMHAVEN_ATTACKED_EVENT_TARGET_TYPE_0_ITEM_TYPE_0_VALUES: set[GloomhavenAttackedEventTargetType0ItemType0] = { 'character',  }

def check_gloomhaven_attacked_event_target_type_0_item_type_0(value: str) -> GloomhavenAttackedEventTargetType0ItemType0:
    if value in GLOOMHAVEN_ATTACKED_EVENT_TARGET_TYPE_0_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ATTACKED_EVENT_TARGET_TYPE_0_ITEM_TYPE_0_VALUES!r}")
