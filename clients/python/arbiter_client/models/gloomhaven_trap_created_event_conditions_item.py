from typing import Literal

GloomhavenTrapCreatedEventConditionsItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_TRAP_CREATED_EVENT_CONDITIONS_ITEM_VALUES: set[GloomhavenTrapCreatedEventConditionsItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_trap_created_event_conditions_item(value: str) -> GloomhavenTrapCreatedEventConditionsItem:
    if value in GLOOMHAVEN_TRAP_CREATED_EVENT_CONDITIONS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_TRAP_CREATED_EVENT_CONDITIONS_ITEM_VALUES!r}")
