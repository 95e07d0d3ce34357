from typing import Literal

GloomhavenSummonInfuseItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_SUMMON_INFUSE_ITEM_VALUES: set[GloomhavenSummonInfuseItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_summon_infuse_item(value: str) -> GloomhavenSummonInfuseItem:
    if value in GLOOMHAVEN_SUMMON_INFUSE_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_SUMMON_INFUSE_ITEM_VALUES!r}")
