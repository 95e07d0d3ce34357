from typing import Literal

GloomhavenComponentsScenarios64DoorsItemKind = Literal['altar', 'breakable-wall', 'corridor', 'dark-fog', 'light-fog', 'stone', 'wooden']

GLOOMHAVEN_COMPONENTS_SCENARIOS_64_DOORS_ITEM_KIND_VALUES: set[GloomhavenComponentsScenarios64DoorsItemKind] = { 'altar', 'breakable-wall', 'corridor', 'dark-fog', 'light-fog', 'stone', 'wooden',  }

def check_gloomhaven_components_scenarios_64_doors_item_kind(value: str) -> GloomhavenComponentsScenarios64DoorsItemKind:
    if value in GLOOMHAVEN_COMPONENTS_SCENARIOS_64_DOORS_ITEM_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_COMPONENTS_SCENARIOS_64_DOORS_ITEM_KIND_VALUES!r}")
