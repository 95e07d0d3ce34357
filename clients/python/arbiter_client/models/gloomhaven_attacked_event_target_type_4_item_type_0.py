from typing import Literal

GloomhavenAttackedEventTargetType4ItemType0 = Literal['objective']

GLOOMHAVEN_ATTACKED_EVENT_TARGET_TYPE_4_ITEM_TYPE_0_VALUES: set[GloomhavenAttackedEventTargetType4ItemType0] = { 'objective',  }

def check_gloomhaven_attacked_event_target_type_4_item_type_0(value: str) -> GloomhavenAttackedEventTargetType4ItemType0:
    if value in GLOOMHAVEN_ATTACKED_EVENT_TARGET_TYPE_4_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ATTACKED_EVENT_TARGET_TYPE_4_ITEM_TYPE_0_VALUES!r}")
