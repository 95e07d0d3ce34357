from typing import Literal

GloomhavenAttackedEventAttackerType0ItemType0 = Literal['character']

GLOOMHAVEN_ATTACKED_EVENT_ATTACKER_TYPE_0_ITEM_TYPE_0_VALUES: set[GloomhavenAttackedEventAttackerType0ItemType0] = { 'character',  }

def check_gloomhaven_attacked_event_attacker_type_0_item_type_0(value: str) -> GloomhavenAttackedEventAttackerType0ItemType0:
    if value in GLOOMHAVEN_ATTACKED_EVENT_ATTACKER_TYPE_0_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ATTACKED_EVENT_ATTACKER_TYPE_0_ITEM_TYPE_0_VALUES!r}")
