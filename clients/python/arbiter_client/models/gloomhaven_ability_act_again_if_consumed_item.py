from typing import Literal

GloomhavenAbilityActAgainIfConsumedItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ABILITY_ACT_AGAIN_IF_CONSUMED_ITEM_VALUES: set[GloomhavenAbilityActAgainIfConsumedItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_ability_act_again_if_consumed_item(value: str) -> GloomhavenAbilityActAgainIfConsumedItem:
    if value in GLOOMHAVEN_ABILITY_ACT_AGAIN_IF_CONSUMED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_ACT_AGAIN_IF_CONSUMED_ITEM_VALUES!r}")
