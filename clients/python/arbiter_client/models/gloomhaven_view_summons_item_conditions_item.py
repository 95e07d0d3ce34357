from typing import Literal

GloomhavenViewSummonsItemConditionsItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_VIEW_SUMMONS_ITEM_CONDITIONS_ITEM_VALUES: set[GloomhavenViewSummonsItemConditionsItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_view_summons_item_conditions_item(value: str) -> GloomhavenViewSummonsItemConditionsItem:
    if value in GLOOMHAVEN_VIEW_SUMMONS_ITEM_CONDITIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_VIEW_SUMMONS_ITEM_CONDITIONS_ITEM_VALUES!r}")
