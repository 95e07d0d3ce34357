from typing import Literal

GloomhavenDrawMonsterCardDecisionKind = Literal['draw_monster_card']

GLOOMHAVEN_DRAW_MONSTER_CARD_DECISION_KIND_VALUES: set[GloomhavenDrawMonsterCardDecisionKind] = { 'draw_monster_card',  }

def check_gloomhaven_draw_monster_card_decision_kind(value: str) -> GloomhavenDrawMonsterCardDecisionKind:
    if value in GLOOMHAVEN_DRAW_MONSTER_CARD_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_DRAW_MONSTER_CARD_DECISION_KIND_VALUES!r}")
