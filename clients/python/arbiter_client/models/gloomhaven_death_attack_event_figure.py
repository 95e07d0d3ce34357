from typing import Literal

GloomhavenDeathAttackEventFigure = Literal['monster', 'summon']

GLOOMHAVEN_DEATH_ATTACK_EVENT_FIGURE_VALUES: set[GloomhavenDeathAttackEventFigure] = { 'monster', 'summon',  }

def check_gloomhaven_death_attack_event_figure(value: str) -> GloomhavenDeathAttackEventFigure:
    if value in GLOOMHAVEN_DEATH_ATTACK_EVENT_FIGURE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_DEATH_ATTACK_EVENT_FIGURE_VALUES!r}")
