"""The actions the level 2–9 cards added to a character's turn (issue 13): a move performed
as an attack (Immovable Phalanx), the element of an "any one element" infusion, the cards an
ally loses (Chimeric Formula), the augment discarded for a third (Mass Hysteria)."""

from __future__ import annotations

from rules.core.schema import array

from . import abilities, as_attack, augments, infusions, tokens
from .common import CARD
from .effects import ELEMENTS
from .turn_actions import _mine, _turn_spec

CARD_ACTIONS = [
    _turn_spec(
        "attack_instead",
        "perform the move as an attack of equal value (Immovable Phalanx)",
        {},
        abilities.MOVE,
        lambda s, a, e: as_attack.attack_instead(s, e),
        lambda s, p: [{"type": "attack_instead", **_mine(s, p)}] if as_attack.offered(s) else [],
    ),
    _turn_spec(
        "infuse_element",
        "infuse this element for the ability's 'any one element'",
        {"element": {"type": "string", "enum": list(ELEMENTS)}},
        abilities.PERFORM,
        lambda s, a, e: infusions.infuse(s, a["element"], e),
        lambda s, p: (
            [{"type": "infuse_element", **_mine(s, p), "element": x} for x in ELEMENTS] if infusions.choosing(s) else []
        ),
    ),
    _turn_spec(
        tokens.LOSE,
        "lose these cards of your hand or discard pile",
        {"cards": array(CARD, minItems=1, maxItems=4)},
        tokens.LOSE,
        lambda s, a, e: tokens.lose(s, list(a["cards"]), e),
        lambda s, p: [{"type": tokens.LOSE, **_mine(s, p), "cards": c} for c in tokens.lose_choices(s)],
    ),
    _turn_spec(
        augments.DISCARD,
        "discard this augment (a third was played with room for two)",
        {"card": CARD},
        augments.DISCARD,
        lambda s, a, e: augments.choose(s, a["card"], e),
        lambda s, p: [{"type": augments.DISCARD, **_mine(s, p), "card": c} for c in s["decisions"][-1]["cards"]],
    ),
]
