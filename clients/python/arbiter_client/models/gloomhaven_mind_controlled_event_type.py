from typing import Literal

GloomhavenMindControlledEventType = Literal['mind_controlled']

GLOOMHAVEN_MIND_CONTROLLED_EVENT_TYPE_VALUES: set[GloomhavenMindControlledEventType] = { 'mind_controlled',  }

def check_gloomhaven_mind_controlled_event_type(value: str) -> GloomhavenMindControlledEventType:
    if value in GLOOMHAVEN_MIND_CONTROLLED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MIND_CONTROLLED_EVENT_TYPE_VALUES!r}")
