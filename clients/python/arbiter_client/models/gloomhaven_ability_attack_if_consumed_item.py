from typing import Literal

GloomhavenAbilityAttackIfConsumedItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ABILITY_ATTACK_IF_CONSUMED_ITEM_VALUES: set[GloomhavenAbilityAttackIfConsumedItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_ability_attack_if_consumed_item(value: str) -> GloomhavenAbilityAttackIfConsumedItem:
    if value in GLOOMHAVEN_ABILITY_ATTACK_IF_CONSUMED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_ATTACK_IF_CONSUMED_ITEM_VALUES!r}")
