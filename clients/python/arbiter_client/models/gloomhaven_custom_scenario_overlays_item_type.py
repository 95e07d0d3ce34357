from typing import Literal

GloomhavenCustomScenarioOverlaysItemType = Literal['coin', 'corridor', 'difficult', 'hazardous', 'obstacle', 'start', 'trap', 'treasure', 'wall']

GLOOMHAVEN_CUSTOM_SCENARIO_OVERLAYS_ITEM_TYPE_VALUES: set[GloomhavenCustomScenarioOverlaysItemType] = { 'coin', 'corridor', 'difficult', 'hazardous', 'obstacle', 'start', 'trap', 'treasure', 'wall',  }

def check_gloomhaven_custom_scenario_overlays_item_type(value: str) -> GloomhavenCustomScenarioOverlaysItemType:
    if value in GLOOMHAVEN_CUSTOM_SCENARIO_OVERLAYS_ITEM_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CUSTOM_SCENARIO_OVERLAYS_ITEM_TYPE_VALUES!r}")
