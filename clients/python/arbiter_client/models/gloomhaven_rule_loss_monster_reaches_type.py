from typing import Literal

GloomhavenRuleLossMonsterReachesType = Literal['monster_reaches']

GLOOMHAVEN_RULE_LOSS_MONSTER_REACHES_TYPE_VALUES: set[GloomhavenRuleLossMonsterReachesType] = { 'monster_reaches',  }

def check_gloomhaven_rule_loss_monster_reaches_type(value: str) -> GloomhavenRuleLossMonsterReachesType:
    if value in GLOOMHAVEN_RULE_LOSS_MONSTER_REACHES_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_LOSS_MONSTER_REACHES_TYPE_VALUES!r}")
