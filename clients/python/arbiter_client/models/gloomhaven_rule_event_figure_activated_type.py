from typing import Literal

GloomhavenRuleEventFigureActivatedType = Literal['figure_activated']

GLOOMHAVEN_RULE_EVENT_FIGURE_ACTIVATED_TYPE_VALUES: set[GloomhavenRuleEventFigureActivatedType] = { 'figure_activated',  }

def check_gloomhaven_rule_event_figure_activated_type(value: str) -> GloomhavenRuleEventFigureActivatedType:
    if value in GLOOMHAVEN_RULE_EVENT_FIGURE_ACTIVATED_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_EVENT_FIGURE_ACTIVATED_TYPE_VALUES!r}")
