from typing import Literal

GloomhavenLootBesideActionType = Literal['loot_beside']

GLOOMHAVEN_LOOT_BESIDE_ACTION_TYPE_VALUES: set[GloomhavenLootBesideActionType] = { 'loot_beside',  }

def check_gloomhaven_loot_beside_action_type(value: str) -> GloomhavenLootBesideActionType:
    if value in GLOOMHAVEN_LOOT_BESIDE_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_LOOT_BESIDE_ACTION_TYPE_VALUES!r}")
