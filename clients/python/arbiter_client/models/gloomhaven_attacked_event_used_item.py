from typing import Literal

GloomhavenAttackedEventUsedItem = Literal['bless', 'curse', 'double', 'minus1', 'minus2', 'null', 'plus0', 'plus0_air_rolling', 'plus0_dark_rolling', 'plus0_disarm_rolling', 'plus0_earth_rolling', 'plus0_fire_rolling', 'plus0_immobilize_rolling', 'plus0_invisible_rolling', 'plus0_light_rolling', 'plus0_muddle_rolling', 'plus0_pierce3_rolling', 'plus0_poison_rolling', 'plus0_pull1_rolling', 'plus0_push1_rolling', 'plus0_push2_rolling', 'plus0_stun', 'plus0_stun_rolling', 'plus0_target', 'plus0_target_rolling', 'plus1', 'plus1_curse', 'plus1_heal2', 'plus1_immobilize', 'plus1_rolling', 'plus1_shield1', 'plus1_wound', 'plus2', 'plus2_fire', 'plus2_ice', 'plus2_muddle', 'plus3']

GLOOMHAVEN_ATTACKED_EVENT_USED_ITEM_VALUES: set[GloomhavenAttackedEventUsedItem] = { 'bless', 'curse', 'double', 'minus1', 'minus2', 'null', 'plus0', 'plus0_air_rolling', 'plus0_dark_rolling', 'plus0_disarm_rolling', 'plus0_earth_rolling', 'plus0_fire_rolling', 'plus0_immobilize_rolling', 'plus0_invisible_rolling', 'plus0_light_rolling', 'plus0_muddle_rolling', 'plus0_pierce3_rolling', 'plus0_poison_rolling', 'plus0_pull1_rolling', 'plus0_push1_rolling', 'plus0_push2_rolling', 'plus0_stun', 'plus0_stun_rolling', 'plus0_target', 'plus0_target_rolling', 'plus1', 'plus1_curse', 'plus1_heal2', 'plus1_immobilize', 'plus1_rolling', 'plus1_shield1', 'plus1_wound', 'plus2', 'plus2_fire', 'plus2_ice', 'plus2_muddle', 'plus3',  }

def check_gloomhaven_attacked_event_used_item(value: str) -> GloomhavenAttackedEventUsedItem:
    if value in GLOOMHAVEN_ATTACKED_EVENT_USED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ATTACKED_EVENT_USED_ITEM_VALUES!r}")
