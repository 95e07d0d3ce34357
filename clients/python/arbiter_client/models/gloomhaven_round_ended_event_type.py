from typing import Literal

GloomhavenRoundEndedEventType = Literal['round_ended']

GLOOMHAVEN_ROUND_ENDED_EVENT_TYPE_VALUES: set[GloomhavenRoundEndedEventType] = { 'round_ended',  }

def check_gloomhaven_round_ended_event_type(value: str) -> GloomhavenRoundEndedEventType:
    if value in GLOOMHAVEN_ROUND_ENDED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ROUND_ENDED_EVENT_TYPE_VALUES!r}")
