from typing import Literal

GloomhavenAbilityDisarmTrapIfConsumedItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ABILITY_DISARM_TRAP_IF_CONSUMED_ITEM_VALUES: set[GloomhavenAbilityDisarmTrapIfConsumedItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_ability_disarm_trap_if_consumed_item(value: str) -> GloomhavenAbilityDisarmTrapIfConsumedItem:
    if value in GLOOMHAVEN_ABILITY_DISARM_TRAP_IF_CONSUMED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_DISARM_TRAP_IF_CONSUMED_ITEM_VALUES!r}")
