"""Where the figures are, for losses "at any time": #77's City Guard on a plate (``alarm``);
rooms: #90 Demonic Rift (GG's notes on the scenario book, p. 113): "Lose: No character is
present in the left room at any time; only one character is left unexhausted; after Section 1,
either room has no character present at any time"; Section 1 comes when "all demons are dead
and at least one character is in each room".

A "room" of the book may be several map tiles (#90's right room is D1b and C2a): rules name a
group of room ids. A ``room_empty`` loss is noted in ``tally.emptied`` the moment its group has
no character standing in it (``note``, after each answered decision); exhausted characters are
not present.
"""

from __future__ import annotations

from typing import Any

from rules.core import State

from . import scenario_rules, scenarios, triggers
from .board import key


def characters_in(state: State, groups: list[list[int]]) -> bool:
    """A character still playing stands in each group of rooms."""
    return all(_present(state, group) for group in groups)


def _present(state: State, group: list[int]) -> bool:
    hexes = _hexes(state, tuple(group))
    return any(c["hex"] is not None and not c["exhausted"] and key(c["hex"]) in hexes for c in state["characters"])


def _hexes(state: State, group: tuple[int, ...]) -> set[tuple[int, int]]:
    return {h for room in scenarios.of(state["options"]).rooms if room.id in group for h in room.hexes}


def monster_on(state: State, rule: dict[str, Any]) -> bool:
    """A monster of a ``monster_reaches`` loss's types stands on one of its hexes."""
    wanted = {key(h) for h in rule["hexes"]}
    return any(m["type"] in rule["monsters"] and key(m["hex"]) in wanted for m in state["monsters"])


def note(state: State) -> None:
    """The ``room_empty`` losses in force whose rooms no character stands in now, noted in
    ``tally.emptied``; a ``monster_reaches`` loss's monster on its hexes, in ``tally.alarm``."""
    every = scenario_rules.rules_of(state).get("loss", [])
    if any(r["type"] == "monster_reaches" and monster_on(state, r) for r in every):
        state["tally"]["alarm"] = True
    losses = [r for r in every if r["type"] == "room_empty"]
    emptied = state["tally"].get("emptied", [])
    for rule in losses:
        if rule["rooms"] not in emptied and empty_now(state, rule):
            emptied = [*emptied, rule["rooms"]]
    if emptied:
        state["tally"]["emptied"] = emptied


def empty_now(state: State, rule: dict[str, Any]) -> bool:
    """A ``room_empty`` loss in force holds now: the party placed, no character still playing
    stands in its rooms."""
    if any(c["hex"] is None and not c["exhausted"] for c in state["characters"]):
        return False  # not placed yet
    if "after" in rule and not triggers.holds(state, rule["after"]):
        return False
    return not _present(state, rule["rooms"])
