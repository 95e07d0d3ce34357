from typing import Literal

FoundersOfGloomhavenDedicateActionInfluence = Literal['fleeting', 'lasting']

FOUNDERS_OF_GLOOMHAVEN_DEDICATE_ACTION_INFLUENCE_VALUES: set[FoundersOfGloomhavenDedicateActionInfluence] = { 'fleeting', 'lasting',  }

def check_founders_of_gloomhaven_dedicate_action_influence(value: str) -> FoundersOfGloomhavenDedicateActionInfluence:
    if value in FOUNDERS_OF_GLOOMHAVEN_DEDICATE_ACTION_INFLUENCE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_DEDICATE_ACTION_INFLUENCE_VALUES!r}")
