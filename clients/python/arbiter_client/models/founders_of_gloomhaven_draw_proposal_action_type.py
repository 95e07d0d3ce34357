from typing import Literal

FoundersOfGloomhavenDrawProposalActionType = Literal['draw_proposal']

FOUNDERS_OF_GLOOMHAVEN_DRAW_PROPOSAL_ACTION_TYPE_VALUES: set[FoundersOfGloomhavenDrawProposalActionType] = { 'draw_proposal',  }

def check_founders_of_gloomhaven_draw_proposal_action_type(value: str) -> FoundersOfGloomhavenDrawProposalActionType:
    if value in FOUNDERS_OF_GLOOMHAVEN_DRAW_PROPOSAL_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_DRAW_PROPOSAL_ACTION_TYPE_VALUES!r}")
