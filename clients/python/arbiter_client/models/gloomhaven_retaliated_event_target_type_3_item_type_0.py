from typing import Literal

GloomhavenRetaliatedEventTargetType3ItemType0 = Literal['escort']

GLOOMHAVEN_RETALIATED_EVENT_TARGET_TYPE_3_ITEM_TYPE_0_VALUES: set[GloomhavenRetaliatedEventTargetType3ItemType0] = { 'escort',  }

def check_gloomhaven_retaliated_event_target_type_3_item_type_0(value: str) -> GloomhavenRetaliatedEventTargetType3ItemType0:
    if value in GLOOMHAVEN_RETALIATED_EVENT_TARGET_TYPE_3_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RETALIATED_EVENT_TARGET_TYPE_3_ITEM_TYPE_0_VALUES!r}")
