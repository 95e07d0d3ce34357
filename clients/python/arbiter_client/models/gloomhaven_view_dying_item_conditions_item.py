from typing import Literal

GloomhavenViewDyingItemConditionsItem = Literal['muddle', 'strengthen']

GLOOMHAVEN_VIEW_DYING_ITEM_CONDITIONS_ITEM_VALUES: set[GloomhavenViewDyingItemConditionsItem] = { 'muddle', 'strengthen',  }

def check_gloomhaven_view_dying_item_conditions_item(value: str) -> GloomhavenViewDyingItemConditionsItem:
    if value in GLOOMHAVEN_VIEW_DYING_ITEM_CONDITIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_VIEW_DYING_ITEM_CONDITIONS_ITEM_VALUES!r}")
