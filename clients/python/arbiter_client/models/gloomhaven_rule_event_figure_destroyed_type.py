from typing import Literal

GloomhavenRuleEventFigureDestroyedType = Literal['figure_destroyed']

GLOOMHAVEN_RULE_EVENT_FIGURE_DESTROYED_TYPE_VALUES: set[GloomhavenRuleEventFigureDestroyedType] = { 'figure_destroyed',  }

def check_gloomhaven_rule_event_figure_destroyed_type(value: str) -> GloomhavenRuleEventFigureDestroyedType:
    if value in GLOOMHAVEN_RULE_EVENT_FIGURE_DESTROYED_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_EVENT_FIGURE_DESTROYED_TYPE_VALUES!r}")
