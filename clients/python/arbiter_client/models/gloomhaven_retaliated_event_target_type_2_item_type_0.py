from typing import Literal

GloomhavenRetaliatedEventTargetType2ItemType0 = Literal['monster']

GLOOMHAVEN_RETALIATED_EVENT_TARGET_TYPE_2_ITEM_TYPE_0_VALUES: set[GloomhavenRetaliatedEventTargetType2ItemType0] = { 'monster',  }

def check_gloomhaven_retaliated_event_target_type_2_item_type_0(value: str) -> GloomhavenRetaliatedEventTargetType2ItemType0:
    if value in GLOOMHAVEN_RETALIATED_EVENT_TARGET_TYPE_2_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RETALIATED_EVENT_TARGET_TYPE_2_ITEM_TYPE_0_VALUES!r}")
