from typing import Literal

GloomhavenScenarioMapDoorsItemKind = Literal['altar', 'breakable-wall', 'corridor', 'dark-fog', 'light-fog', 'stone', 'wooden']

GLOOMHAVEN_SCENARIO_MAP_DOORS_ITEM_KIND_VALUES: set[GloomhavenScenarioMapDoorsItemKind] = { 'altar', 'breakable-wall', 'corridor', 'dark-fog', 'light-fog', 'stone', 'wooden',  }

def check_gloomhaven_scenario_map_doors_item_kind(value: str) -> GloomhavenScenarioMapDoorsItemKind:
    if value in GLOOMHAVEN_SCENARIO_MAP_DOORS_ITEM_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_SCENARIO_MAP_DOORS_ITEM_KIND_VALUES!r}")
