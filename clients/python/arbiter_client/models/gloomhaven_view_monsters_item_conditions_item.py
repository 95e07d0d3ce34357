from typing import Literal

GloomhavenViewMonstersItemConditionsItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_VIEW_MONSTERS_ITEM_CONDITIONS_ITEM_VALUES: set[GloomhavenViewMonstersItemConditionsItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_view_monsters_item_conditions_item(value: str) -> GloomhavenViewMonstersItemConditionsItem:
    if value in GLOOMHAVEN_VIEW_MONSTERS_ITEM_CONDITIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_VIEW_MONSTERS_ITEM_CONDITIONS_ITEM_VALUES!r}")
