from typing import Literal

GloomhavenCustomScenarioDoorsItemKind = Literal['altar', 'breakable-wall', 'corridor', 'dark-fog', 'light-fog', 'stone', 'wooden']

GLOOMHAVEN_CUSTOM_SCENARIO_DOORS_ITEM_KIND_VALUES: set[GloomhavenCustomScenarioDoorsItemKind] = { 'altar', 'breakable-wall', 'corridor', 'dark-fog', 'light-fog', 'stone', 'wooden',  }

def check_gloomhaven_custom_scenario_doors_item_kind(value: str) -> GloomhavenCustomScenarioDoorsItemKind:
    if value in GLOOMHAVEN_CUSTOM_SCENARIO_DOORS_ITEM_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CUSTOM_SCENARIO_DOORS_ITEM_KIND_VALUES!r}")
