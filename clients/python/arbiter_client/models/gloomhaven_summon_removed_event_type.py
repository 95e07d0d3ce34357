from typing import Literal

GloomhavenSummonRemovedEventType = Literal['summon_removed']

GLOOMHAVEN_SUMMON_REMOVED_EVENT_TYPE_VALUES: set[GloomhavenSummonRemovedEventType] = { 'summon_removed',  }

def check_gloomhaven_summon_removed_event_type(value: str) -> GloomhavenSummonRemovedEventType:
    if value in GLOOMHAVEN_SUMMON_REMOVED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_SUMMON_REMOVED_EVENT_TYPE_VALUES!r}")
