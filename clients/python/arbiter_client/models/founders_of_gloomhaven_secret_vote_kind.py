from typing import Literal

FoundersOfGloomhavenSecretVoteKind = Literal['vote']

FOUNDERS_OF_GLOOMHAVEN_SECRET_VOTE_KIND_VALUES: set[FoundersOfGloomhavenSecretVoteKind] = { 'vote',  }

def check_founders_of_gloomhaven_secret_vote_kind(value: str) -> FoundersOfGloomhavenSecretVoteKind:
    if value in FOUNDERS_OF_GLOOMHAVEN_SECRET_VOTE_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_SECRET_VOTE_KIND_VALUES!r}")
