"""Active bonuses: the ``bonus`` abilities of the cards in a character's active area.

Round summary, "Bonus Attivi": "Some abilities grant bonuses that last until certain
conditions are met or until the end of the round. Such cards go to the active area ...
Persistent bonuses are active from when the card is played until the conditions on the card
are met ... Round bonuses are active from when the card is played until the end of the
round." A persistent bonus with uses marks one use each time it applies, gives 1 XP at the
marked uses, and when the last use is marked the card goes to the lost pile (or the discards).

``TRIGGERS`` lists the triggers played so far, and what a bonus of each may add.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State

from . import content

#: Trigger -> the members of ``add`` played for it.
TRIGGERS: dict[str, frozenset[str]] = {
    "own_attack": frozenset({"attack", "target", "range", "pierce", "conditions"}),
    "own_melee_attack": frozenset({"attack", "target", "range", "pierce", "conditions"}),
    "own_ranged_attack": frozenset({"attack", "target", "range", "pierce", "conditions"}),
    "attacked": frozenset({"shield", "retaliate"}),
    "melee_attacked": frozenset({"shield", "retaliate"}),
    "damage": frozenset({"negate_damage"}),
    "own_heal": frozenset({"heal"}),
    "own_retaliate": frozenset({"xp"}),
}


def supported(ability: dict[str, Any]) -> bool:
    """Whether the engine plays this bonus: a trigger and additions of ``TRIGGERS``, on the
    character itself, without a condition or elements of its own."""
    allowed = TRIGGERS.get(ability["on"])
    return (
        allowed is not None
        and ability.get("who", "self") == "self"
        and ability.get("when", "always") == "always"
        and not ability.get("consume")
        and not ability.get("augment")
        and set(ability["add"]) <= allowed
    )


def _half(entry: dict[str, Any]) -> dict[str, Any]:
    half: dict[str, Any] = content.cards_by_id()[entry["card"]][entry["half"]]
    return half


def bonuses(state: State, index: int, triggers: tuple[str, ...]) -> list[tuple[int, dict[str, Any]]]:
    """The active bonuses of character ``index`` for these triggers: ``(card, add)``."""
    found = []
    for entry in state["characters"][index]["active"]:
        for ability in _half(entry)["abilities"]:
            if ability["type"] == "bonus" and ability["on"] in triggers and supported(ability):
                found.append((int(entry["card"]), ability["add"]))
    return found


def use(state: State, index: int, cards: list[int], events: Events) -> None:
    """Mark one use of each of these active cards (those with uses)."""
    character = state["characters"][index]
    for card in dict.fromkeys(cards):
        entry = next((e for e in character["active"] if e["card"] == card), None)
        if entry is None:
            continue
        limits = _half(entry)["active"]
        total = limits.get("uses", 0)
        if not total or entry["uses"] <= 0:
            continue
        entry["uses"] -= 1
        if total - entry["uses"] in limits.get("xp_uses", ()):
            character["xp"] += 1
        events.append({"type": "active_used", "character": index, "card": card, "left": entry["uses"]})
        if entry["uses"] == 0:
            character["active"].remove(entry)
            pile = "lost" if _half(entry).get("lost") else "discard"
            character[pile].append(card)
            events.append({"type": "card_placed", "character": index, "card": card, "pile": pile})
