from typing import Literal

GloomhavenRuleTokenPlayersItemType1 = Literal['elite', 'normal']

GLOOMHAVEN_RULE_TOKEN_PLAYERS_ITEM_TYPE_1_VALUES: set[GloomhavenRuleTokenPlayersItemType1] = { 'elite', 'normal',  }

def check_gloomhaven_rule_token_players_item_type_1(value: str) -> GloomhavenRuleTokenPlayersItemType1:
    if value in GLOOMHAVEN_RULE_TOKEN_PLAYERS_ITEM_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_TOKEN_PLAYERS_ITEM_TYPE_1_VALUES!r}")
