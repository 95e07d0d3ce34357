from typing import Literal

GloomhavenAbilityPullIfConsumedItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ABILITY_PULL_IF_CONSUMED_ITEM_VALUES: set[GloomhavenAbilityPullIfConsumedItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_ability_pull_if_consumed_item(value: str) -> GloomhavenAbilityPullIfConsumedItem:
    if value in GLOOMHAVEN_ABILITY_PULL_IF_CONSUMED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_PULL_IF_CONSUMED_ITEM_VALUES!r}")
