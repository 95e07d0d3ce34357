from typing import Literal

GloomhavenDiscardAugmentActionType = Literal['discard_augment']

GLOOMHAVEN_DISCARD_AUGMENT_ACTION_TYPE_VALUES: set[GloomhavenDiscardAugmentActionType] = { 'discard_augment',  }

def check_gloomhaven_discard_augment_action_type(value: str) -> GloomhavenDiscardAugmentActionType:
    if value in GLOOMHAVEN_DISCARD_AUGMENT_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_DISCARD_AUGMENT_ACTION_TYPE_VALUES!r}")
