from typing import Literal

FoundersOfGloomhavenUpgradeFrameKind = Literal['upgrade']

FOUNDERS_OF_GLOOMHAVEN_UPGRADE_FRAME_KIND_VALUES: set[FoundersOfGloomhavenUpgradeFrameKind] = { 'upgrade',  }

def check_founders_of_gloomhaven_upgrade_frame_kind(value: str) -> FoundersOfGloomhavenUpgradeFrameKind:
    if value in FOUNDERS_OF_GLOOMHAVEN_UPGRADE_FRAME_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_UPGRADE_FRAME_KIND_VALUES!r}")
