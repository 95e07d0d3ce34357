"""Looting a hex: "Each character at the end of their own turn MUST loot the coins or treasure
in their own hex", or a Loot ability's hexes (round summary, "Saccheggio"): coins counted,
treasure tiles' rewards (``treasures``), a scenario's pieces and water tiles picked up, and the
rules a tile looted fires."""

from __future__ import annotations

from typing import Any

from rules.core import Events, State

from . import counters, flooding, goals, pieces, special_rules, treasures
from .board import key


def loot_hex(state: State, index: int, h: Any, events: Events, end_of_turn: bool = False) -> None:
    """Pick up the coins (and treasure) in hex ``h``: "Each character at the end of their own
    turn MUST loot the coins or treasure in their own hex" — except the treasure tiles a
    scenario lets only a loot ability pick up (``special_rules.looted_only_by_action``); and a
    scenario's piece there (``pieces.looted``)."""
    if h is None:
        return
    if state["pieces"]:
        pieces.looted(state, index, key(h), events)
    flooding.looted(state, index, key(h), events)
    kept_back = special_rules.looted_only_by_action(state) if end_of_turn else set()
    if state["pieces"] or pieces.rules(state):
        kept_back |= pieces.forbidden_tiles(state, index)
    if goals.goal_limit_reached(state, index):  # "each character may loot only one treasure tile"
        kept_back = {*kept_back, "goal"}
    keep, treasure = [], False
    for overlay in state["overlays"]:
        here = overlay["hex"] == list(h) and overlay["type"] in ("coin", "treasure")
        if here and not (overlay["type"] == "treasure" and overlay.get("id") in kept_back):
            if overlay["type"] == "coin":
                counters.raise_by(state["characters"][index], "coins", overlay.get("amount", 1))
            elif overlay.get("id") == "goal" or overlay.get("id") not in (None, *state["tally"]["looted"]):
                state["tally"]["looted"].append(overlay["id"])  # a "goal" tile once per tile
                if overlay["id"] == "goal":
                    state["tally"]["goal_looters"] = [*state["tally"].get("goal_looters", []), index]
            events.append({"type": "looted", "character": index, "hex": list(h), "overlay": overlay})
            if overlay["type"] == "treasure":
                treasure = True
                treasures.loot(state, index, overlay, events)
                pieces.treasure_looted(state, index, overlay.get("id"), events)
        else:
            keep.append(overlay)
    state["overlays"] = keep
    if treasure:
        from . import rule_events  # it performs rules that set up monsters, which looting affects

        rule_events.at_once(state, events)  # "when the left treasure tile is looted, spawn" (#77)
