from typing import Literal

FoundersOfGloomhavenIncomeTokenEventResource = Literal['books', 'brick', 'cloth', 'crops', 'food', 'gems', 'government', 'jewelry', 'knowledge', 'labor', 'leather', 'livestock', 'machinery', 'metal', 'population', 'stone', 'weapons', 'wood']

FOUNDERS_OF_GLOOMHAVEN_INCOME_TOKEN_EVENT_RESOURCE_VALUES: set[FoundersOfGloomhavenIncomeTokenEventResource] = { 'books', 'brick', 'cloth', 'crops', 'food', 'gems', 'government', 'jewelry', 'knowledge', 'labor', 'leather', 'livestock', 'machinery', 'metal', 'population', 'stone', 'weapons', 'wood',  }

def check_founders_of_gloomhaven_income_token_event_resource(value: str) -> FoundersOfGloomhavenIncomeTokenEventResource:
    if value in FOUNDERS_OF_GLOOMHAVEN_INCOME_TOKEN_EVENT_RESOURCE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_INCOME_TOKEN_EVENT_RESOURCE_VALUES!r}")
