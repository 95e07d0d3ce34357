from typing import Literal

FoundersOfGloomhavenHandBenefitFrameKind = Literal['hand_benefit']

FOUNDERS_OF_GLOOMHAVEN_HAND_BENEFIT_FRAME_KIND_VALUES: set[FoundersOfGloomhavenHandBenefitFrameKind] = { 'hand_benefit',  }

def check_founders_of_gloomhaven_hand_benefit_frame_kind(value: str) -> FoundersOfGloomhavenHandBenefitFrameKind:
    if value in FOUNDERS_OF_GLOOMHAVEN_HAND_BENEFIT_FRAME_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_HAND_BENEFIT_FRAME_KIND_VALUES!r}")
