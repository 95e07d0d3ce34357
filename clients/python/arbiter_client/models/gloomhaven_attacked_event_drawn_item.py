from typing import Literal

GloomhavenAttackedEventDrawnItem = Literal['bless', 'curse', 'double', 'minus1', 'minus2', 'null', 'plus0', 'plus1', 'plus2']

GLOOMHAVEN_ATTACKED_EVENT_DRAWN_ITEM_VALUES: set[GloomhavenAttackedEventDrawnItem] = { 'bless', 'curse', 'double', 'minus1', 'minus2', 'null', 'plus0', 'plus1', 'plus2',  }

def check_gloomhaven_attacked_event_drawn_item(value: str) -> GloomhavenAttackedEventDrawnItem:
    if value in GLOOMHAVEN_ATTACKED_EVENT_DRAWN_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ATTACKED_EVENT_DRAWN_ITEM_VALUES!r}")
