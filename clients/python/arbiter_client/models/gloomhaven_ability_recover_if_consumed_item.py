from typing import Literal

GloomhavenAbilityRecoverIfConsumedItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ABILITY_RECOVER_IF_CONSUMED_ITEM_VALUES: set[GloomhavenAbilityRecoverIfConsumedItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_ability_recover_if_consumed_item(value: str) -> GloomhavenAbilityRecoverIfConsumedItem:
    if value in GLOOMHAVEN_ABILITY_RECOVER_IF_CONSUMED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_RECOVER_IF_CONSUMED_ITEM_VALUES!r}")
