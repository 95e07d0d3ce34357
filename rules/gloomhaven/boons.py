"""What a character gains for the rest of a scenario by ending a turn on one of its hexes
(``boon``): #87 Corrupted Cove, "A character who ends their turn on a water hex (a) removes that
water tile and gains, for the rest of the scenario, Shield 2 against all Ooze attacks and
immunity to POISON. Each character can gain this only once" (GG's notes on the scenario book,
p. 110).

``tally.boons`` lists the characters who have gained it, ``tally.boon_hexes`` the hexes whose
tile is gone (each gives it once). The shield counts against the attacks of the monster types
listed (``attacks``); the immunities keep the conditions off (``conditions.immune``).
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State

from . import scenario_rules
from .board import key

Rule = dict[str, Any]


def _rule(state: State) -> Rule | None:
    return next((r for r in scenario_rules.rules_of(state).get("setup", []) if r["type"] == "boon"), None)


def at_turn_end(state: State, index: int, events: Events) -> None:
    """Character ``index`` ends its turn: on a hex of the rule not yet spent, it gains the boon
    (once), and the hex's tile is removed."""
    rule = _rule(state)
    at = state["characters"][index]["hex"]
    if rule is None or at is None or index in state["tally"].get("boons", []):
        return
    spent = state["tally"].get("boon_hexes", [])
    if key(at) not in {key(h) for h in rule["hexes"]} or list(at) in spent:
        return
    state["tally"]["boons"] = sorted([*state["tally"].get("boons", []), index])
    state["tally"]["boon_hexes"] = sorted([*spent, list(at)])
    state["overlays"] = [o for o in state["overlays"] if o["hex"] != list(at) or o["type"] != "difficult"]
    character = state["characters"][index]
    gone = [n for n in character["conditions"] if n in rule["immune"]]  # immune: a poison it has ends too
    character["conditions"] = [n for n in character["conditions"] if n not in gone]
    events.append({"type": "boon_gained", "character": index, "hex": list(at)})
    if gone:
        events.append({"type": "conditions_removed", "figure": ["character", index], "conditions": gone})


def shield(state: State, attacker: tuple[str, int], target: tuple[str, int]) -> int:
    """The boon's shield of ``target`` against ``attacker``'s attack."""
    rule = _rule(state)
    if rule is None or target[0] != "character" or attacker[0] != "monster":
        return 0
    gained = target[1] in state["tally"].get("boons", [])
    return int(rule["shield"]) if gained and state["monsters"][attacker[1]]["type"] in rule["against"] else 0


def immune(state: State, index: int) -> list[str]:
    """The conditions character ``index``'s boon keeps off it."""
    rule = _rule(state)
    if rule is None or index not in state["tally"].get("boons", []):
        return []
    return list(rule["immune"])
