from typing import Literal

GloomhavenAttackedEventUsedItem = Literal['bless', 'curse', 'double', 'minus1', 'minus2', 'null', 'plus0', 'plus1', 'plus2']

GLOOMHAVEN_ATTACKED_EVENT_USED_ITEM_VALUES: set[GloomhavenAttackedEventUsedItem] = { 'bless', 'curse', 'double', 'minus1', 'minus2', 'null', 'plus0', 'plus1', 'plus2',  }

def check_gloomhaven_attacked_event_used_item(value: str) -> GloomhavenAttackedEventUsedItem:
    if value in GLOOMHAVEN_ATTACKED_EVENT_USED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ATTACKED_EVENT_USED_ITEM_VALUES!r}")
