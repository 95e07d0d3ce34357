from typing import Literal

FoundersOfGloomhavenDrawProposalFrameKind = Literal['draw_proposal']

FOUNDERS_OF_GLOOMHAVEN_DRAW_PROPOSAL_FRAME_KIND_VALUES: set[FoundersOfGloomhavenDrawProposalFrameKind] = { 'draw_proposal',  }

def check_founders_of_gloomhaven_draw_proposal_frame_kind(value: str) -> FoundersOfGloomhavenDrawProposalFrameKind:
    if value in FOUNDERS_OF_GLOOMHAVEN_DRAW_PROPOSAL_FRAME_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_DRAW_PROPOSAL_FRAME_KIND_VALUES!r}")
