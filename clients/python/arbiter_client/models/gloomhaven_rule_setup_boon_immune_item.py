from typing import Literal

GloomhavenRuleSetupBoonImmuneItem = Literal['bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound']

GLOOMHAVEN_RULE_SETUP_BOON_IMMUNE_ITEM_VALUES: set[GloomhavenRuleSetupBoonImmuneItem] = { 'bless', 'curse', 'disarm', 'immobilize', 'invisible', 'muddle', 'poison', 'strengthen', 'stun', 'wound',  }

def check_gloomhaven_rule_setup_boon_immune_item(value: str) -> GloomhavenRuleSetupBoonImmuneItem:
    if value in GLOOMHAVEN_RULE_SETUP_BOON_IMMUNE_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_BOON_IMMUNE_ITEM_VALUES!r}")
