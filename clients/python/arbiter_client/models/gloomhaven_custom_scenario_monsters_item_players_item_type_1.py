from typing import Literal

GloomhavenCustomScenarioMonstersItemPlayersItemType1 = Literal['elite', 'normal']

GLOOMHAVEN_CUSTOM_SCENARIO_MONSTERS_ITEM_PLAYERS_ITEM_TYPE_1_VALUES: set[GloomhavenCustomScenarioMonstersItemPlayersItemType1] = { 'elite', 'normal',  }

def check_gloomhaven_custom_scenario_monsters_item_players_item_type_1(value: str) -> GloomhavenCustomScenarioMonstersItemPlayersItemType1:
    if value in GLOOMHAVEN_CUSTOM_SCENARIO_MONSTERS_ITEM_PLAYERS_ITEM_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CUSTOM_SCENARIO_MONSTERS_ITEM_PLAYERS_ITEM_TYPE_1_VALUES!r}")
