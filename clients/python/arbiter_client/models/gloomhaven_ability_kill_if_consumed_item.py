from typing import Literal

GloomhavenAbilityKillIfConsumedItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ABILITY_KILL_IF_CONSUMED_ITEM_VALUES: set[GloomhavenAbilityKillIfConsumedItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_ability_kill_if_consumed_item(value: str) -> GloomhavenAbilityKillIfConsumedItem:
    if value in GLOOMHAVEN_ABILITY_KILL_IF_CONSUMED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_KILL_IF_CONSUMED_ITEM_VALUES!r}")
