from typing import Literal

GloomhavenAttackedEventTargetType3ItemType0 = Literal['escort']

GLOOMHAVEN_ATTACKED_EVENT_TARGET_TYPE_3_ITEM_TYPE_0_VALUES: set[GloomhavenAttackedEventTargetType3ItemType0] = { 'escort',  }

def check_gloomhaven_attacked_event_target_type_3_item_type_0(value: str) -> GloomhavenAttackedEventTargetType3ItemType0:
    if value in GLOOMHAVEN_ATTACKED_EVENT_TARGET_TYPE_3_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ATTACKED_EVENT_TARGET_TYPE_3_ITEM_TYPE_0_VALUES!r}")
