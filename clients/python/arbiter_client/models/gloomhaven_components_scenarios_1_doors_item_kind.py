from typing import Literal

GloomhavenComponentsScenarios1DoorsItemKind = Literal['altar', 'breakable-wall', 'corridor', 'dark-fog', 'light-fog', 'stone', 'wooden']

GLOOMHAVEN_COMPONENTS_SCENARIOS_1_DOORS_ITEM_KIND_VALUES: set[GloomhavenComponentsScenarios1DoorsItemKind] = { 'altar', 'breakable-wall', 'corridor', 'dark-fog', 'light-fog', 'stone', 'wooden',  }

def check_gloomhaven_components_scenarios_1_doors_item_kind(value: str) -> GloomhavenComponentsScenarios1DoorsItemKind:
    if value in GLOOMHAVEN_COMPONENTS_SCENARIOS_1_DOORS_ITEM_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_COMPONENTS_SCENARIOS_1_DOORS_ITEM_KIND_VALUES!r}")
