from typing import Literal

FoundersOfGloomhavenDrawProposalStepDo = Literal['draw_proposal']

FOUNDERS_OF_GLOOMHAVEN_DRAW_PROPOSAL_STEP_DO_VALUES: set[FoundersOfGloomhavenDrawProposalStepDo] = { 'draw_proposal',  }

def check_founders_of_gloomhaven_draw_proposal_step_do(value: str) -> FoundersOfGloomhavenDrawProposalStepDo:
    if value in FOUNDERS_OF_GLOOMHAVEN_DRAW_PROPOSAL_STEP_DO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_DRAW_PROPOSAL_STEP_DO_VALUES!r}")
