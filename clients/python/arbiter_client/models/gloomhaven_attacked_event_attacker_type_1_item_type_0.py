from typing import Literal

GloomhavenAttackedEventAttackerType1ItemType0 = Literal['summon']

GLOOMHAVEN_ATTACKED_EVENT_ATTACKER_TYPE_1_ITEM_TYPE_0_VALUES: set[GloomhavenAttackedEventAttackerType1ItemType0] = { 'summon',  }

def check_gloomhaven_attacked_event_attacker_type_1_item_type_0(value: str) -> GloomhavenAttackedEventAttackerType1ItemType0:
    if value in GLOOMHAVEN_ATTACKED_EVENT_ATTACKER_TYPE_1_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ATTACKED_EVENT_ATTACKER_TYPE_1_ITEM_TYPE_0_VALUES!r}")
