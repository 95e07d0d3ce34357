from typing import Literal

GloomhavenScenarioEndedEventRewardsItemItemsItem = Literal[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 19, 23, 24, 32, 33, 35, 39, 40, 41, 44, 45, 53, 66, 68, 69, 90, 96, 97, 98, 99, 100, 101, 103, 104, 107, 108, 110, 111, 113, 115, 116, 122, 123, 124, 130, 131]

GLOOMHAVEN_SCENARIO_ENDED_EVENT_REWARDS_ITEM_ITEMS_ITEM_VALUES: set[GloomhavenScenarioEndedEventRewardsItemItemsItem] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 19, 23, 24, 32, 33, 35, 39, 40, 41, 44, 45, 53, 66, 68, 69, 90, 96, 97, 98, 99, 100, 101, 103, 104, 107, 108, 110, 111, 113, 115, 116, 122, 123, 124, 130, 131,  }

def check_gloomhaven_scenario_ended_event_rewards_item_items_item(value: int) -> GloomhavenScenarioEndedEventRewardsItemItemsItem:
    if value in GLOOMHAVEN_SCENARIO_ENDED_EVENT_REWARDS_ITEM_ITEMS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_SCENARIO_ENDED_EVENT_REWARDS_ITEM_ITEMS_ITEM_VALUES!r}")
