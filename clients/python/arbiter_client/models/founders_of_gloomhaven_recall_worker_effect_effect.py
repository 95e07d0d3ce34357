from typing import Literal

FoundersOfGloomhavenRecallWorkerEffectEffect = Literal['recall_worker']

FOUNDERS_OF_GLOOMHAVEN_RECALL_WORKER_EFFECT_EFFECT_VALUES: set[FoundersOfGloomhavenRecallWorkerEffectEffect] = { 'recall_worker',  }

def check_founders_of_gloomhaven_recall_worker_effect_effect(value: str) -> FoundersOfGloomhavenRecallWorkerEffectEffect:
    if value in FOUNDERS_OF_GLOOMHAVEN_RECALL_WORKER_EFFECT_EFFECT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_RECALL_WORKER_EFFECT_EFFECT_VALUES!r}")
