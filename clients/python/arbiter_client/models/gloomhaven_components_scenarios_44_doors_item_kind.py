from typing import Literal

GloomhavenComponentsScenarios44DoorsItemKind = Literal['altar', 'breakable-wall', 'corridor', 'dark-fog', 'light-fog', 'stone', 'wooden']

GLOOMHAVEN_COMPONENTS_SCENARIOS_44_DOORS_ITEM_KIND_VALUES: set[GloomhavenComponentsScenarios44DoorsItemKind] = { 'altar', 'breakable-wall', 'corridor', 'dark-fog', 'light-fog', 'stone', 'wooden',  }

def check_gloomhaven_components_scenarios_44_doors_item_kind(value: str) -> GloomhavenComponentsScenarios44DoorsItemKind:
    if value in GLOOMHAVEN_COMPONENTS_SCENARIOS_44_DOORS_ITEM_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_COMPONENTS_SCENARIOS_44_DOORS_ITEM_KIND_VALUES!r}")
