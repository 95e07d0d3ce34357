from typing import Literal

GloomhavenDrawMonsterCardActionType = Literal['draw_monster_card']

GLOOMHAVEN_DRAW_MONSTER_CARD_ACTION_TYPE_VALUES: set[GloomhavenDrawMonsterCardActionType] = { 'draw_monster_card',  }

def check_gloomhaven_draw_monster_card_action_type(value: str) -> GloomhavenDrawMonsterCardActionType:
    if value in GLOOMHAVEN_DRAW_MONSTER_CARD_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_DRAW_MONSTER_CARD_ACTION_TYPE_VALUES!r}")
