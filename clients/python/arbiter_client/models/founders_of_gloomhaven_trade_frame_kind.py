from typing import Literal

FoundersOfGloomhavenTradeFrameKind = Literal['trade']

FOUNDERS_OF_GLOOMHAVEN_TRADE_FRAME_KIND_VALUES: set[FoundersOfGloomhavenTradeFrameKind] = { 'trade',  }

def check_founders_of_gloomhaven_trade_frame_kind(value: str) -> FoundersOfGloomhavenTradeFrameKind:
    if value in FOUNDERS_OF_GLOOMHAVEN_TRADE_FRAME_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_TRADE_FRAME_KIND_VALUES!r}")
