from typing import Literal

FoundersOfGloomhavenStateAdvisersItemType0 = Literal['architect', 'broker', 'diplomat', 'driver', 'engineer', 'envoy', 'foreman', 'herald', 'mason', 'merchant', 'peddler', 'quartermaster', 'scribe', 'smuggler', 'spymaster', 'steward', 'surveyor', 'tinkerer']

FOUNDERS_OF_GLOOMHAVEN_STATE_ADVISERS_ITEM_TYPE_0_VALUES: set[FoundersOfGloomhavenStateAdvisersItemType0] = { 'architect', 'broker', 'diplomat', 'driver', 'engineer', 'envoy', 'foreman', 'herald', 'mason', 'merchant', 'peddler', 'quartermaster', 'scribe', 'smuggler', 'spymaster', 'steward', 'surveyor', 'tinkerer',  }

def check_founders_of_gloomhaven_state_advisers_item_type_0(value: str) -> FoundersOfGloomhavenStateAdvisersItemType0:
    if value in FOUNDERS_OF_GLOOMHAVEN_STATE_ADVISERS_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_STATE_ADVISERS_ITEM_TYPE_0_VALUES!r}")
