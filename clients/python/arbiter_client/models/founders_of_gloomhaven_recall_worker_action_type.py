from typing import Literal

FoundersOfGloomhavenRecallWorkerActionType = Literal['recall_worker']

FOUNDERS_OF_GLOOMHAVEN_RECALL_WORKER_ACTION_TYPE_VALUES: set[FoundersOfGloomhavenRecallWorkerActionType] = { 'recall_worker',  }

def check_founders_of_gloomhaven_recall_worker_action_type(value: str) -> FoundersOfGloomhavenRecallWorkerActionType:
    if value in FOUNDERS_OF_GLOOMHAVEN_RECALL_WORKER_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_RECALL_WORKER_ACTION_TYPE_VALUES!r}")
