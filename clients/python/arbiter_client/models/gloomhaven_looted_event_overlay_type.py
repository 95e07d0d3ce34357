from typing import Literal

GloomhavenLootedEventOverlayType = Literal['coin', 'treasure']

GLOOMHAVEN_LOOTED_EVENT_OVERLAY_TYPE_VALUES: set[GloomhavenLootedEventOverlayType] = { 'coin', 'treasure',  }

def check_gloomhaven_looted_event_overlay_type(value: str) -> GloomhavenLootedEventOverlayType:
    if value in GLOOMHAVEN_LOOTED_EVENT_OVERLAY_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_LOOTED_EVENT_OVERLAY_TYPE_VALUES!r}")
