from typing import Literal

ReadyStatus = Literal['degraded', 'ready']

READY_STATUS_VALUES: set[ReadyStatus] = { 'degraded', 'ready',  }

def check_ready_status(value: str) -> ReadyStatus:
    if value in READY_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {READY_STATUS_VALUES!r}")
