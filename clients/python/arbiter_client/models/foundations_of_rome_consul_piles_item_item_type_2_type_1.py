from typing import Literal

FoundationsOfRomeConsulPilesItemItemType2Type1 = Literal['com1-1', 'com1-2', 'com1-3', 'com1-4', 'com1-5', 'com1-6', 'com2-1', 'com2-2', 'com2-3', 'com2-4', 'com3-1', 'com3-2', 'com3-3', 'com4-1', 'com4-2', 'res1-1', 'res1-2', 'res1-3', 'res1-4', 'res1-5', 'res1-6', 'res2-1', 'res2-2', 'res2-3', 'res2-4', 'res3-1', 'res3-2', 'res3-3', 'res4-1', 'res4-2']

FOUNDATIONS_OF_ROME_CONSUL_PILES_ITEM_ITEM_TYPE_2_TYPE_1_VALUES: set[FoundationsOfRomeConsulPilesItemItemType2Type1] = { 'com1-1', 'com1-2', 'com1-3', 'com1-4', 'com1-5', 'com1-6', 'com2-1', 'com2-2', 'com2-3', 'com2-4', 'com3-1', 'com3-2', 'com3-3', 'com4-1', 'com4-2', 'res1-1', 'res1-2', 'res1-3', 'res1-4', 'res1-5', 'res1-6', 'res2-1', 'res2-2', 'res2-3', 'res2-4', 'res3-1', 'res3-2', 'res3-3', 'res4-1', 'res4-2',  }

def check_foundations_of_rome_consul_piles_item_item_type_2_type_1(value: str) -> FoundationsOfRomeConsulPilesItemItemType2Type1:
    if value in FOUNDATIONS_OF_ROME_CONSUL_PILES_ITEM_ITEM_TYPE_2_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_CONSUL_PILES_ITEM_ITEM_TYPE_2_TYPE_1_VALUES!r}")
