from typing import Literal

FoundersOfGloomhavenProposalEventType = Literal['proposal']

FOUNDERS_OF_GLOOMHAVEN_PROPOSAL_EVENT_TYPE_VALUES: set[FoundersOfGloomhavenProposalEventType] = { 'proposal',  }

def check_founders_of_gloomhaven_proposal_event_type(value: str) -> FoundersOfGloomhavenProposalEventType:
    if value in FOUNDERS_OF_GLOOMHAVEN_PROPOSAL_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_PROPOSAL_EVENT_TYPE_VALUES!r}")
