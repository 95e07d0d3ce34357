from typing import Literal

GloomhavenCharacterTurnDecisionKind = Literal['character_turn']

GLOOMHAVEN_CHARACTER_TURN_DECISION_KIND_VALUES: set[GloomhavenCharacterTurnDecisionKind] = { 'character_turn',  }

def check_gloomhaven_character_turn_decision_kind(value: str) -> GloomhavenCharacterTurnDecisionKind:
    if value in GLOOMHAVEN_CHARACTER_TURN_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CHARACTER_TURN_DECISION_KIND_VALUES!r}")
