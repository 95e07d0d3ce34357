"""A boss on a huge boulder: the Elder Drake, #34 Scorched Summit (GG's notes on the scenario book,
p. 45). "The Elder Drake occupies all three hexes of the obstacle it sits on. A figure that can
target any one of those hexes can target the Elder Drake; the Elder Drake may use any of its hexes
to work out what it can target." "Special 2: the Elder Drake summons two Zephyrs, then flies to
the next boulder perch in the cycle a → b → c → a."

A ``perches`` setup rule names the monster type and its perches in the book's order, each the
hexes of one boulder, the first of them the hex it stands on there. The monster fills its
perch's hexes (``hexes``, as a figure on several: ``board.Map``); the boulders stay obstacles
under it. Our readings: it flies to the perch after the one it sits on (from c, the one it is set
up on, to a first), passing nothing, and a figure on that perch (a flier may end on a boulder)
moves to the nearest hex with no figure and no tile; it plans each turn from each of its hexes, its own first,
and acts from the one whose plan strikes the most targets (``monsters``); it summons beside any
of its hexes.

The Zephyrs it summons ("cannot be damaged in any way; each round, immediately before the
Elder Drake's turn, they perform 'Move 2, Attack C'") are a monster type of the scenario book's
figures (``agpl/scenario/``) whose stat card says it ``acts_before`` the drake: its turn is not
in the round's order but opens the drake's (``monsters.begin``).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from rules.core import Events, State

from . import content, scenario_rules
from .board import Hex, Map, fixed, key, make_way

Rule = dict[str, Any]


def rule_for(state: State, kind: str) -> Rule | None:
    """The ``perches`` rule of monster type ``kind``, if any."""
    rules = scenario_rules.rules_of(state).get("setup", [])
    return next((r for r in rules if r["type"] == "perches" and r["monster"] == kind), None)


def _perch_of(rule: Rule, at: Hex) -> int | None:
    return next((i for i, perch in enumerate(rule["perches"]) if at in {key(h) for h in perch}), None)


def set_up(state: State, rule: Rule, events: Events) -> None:
    """The boss set up on its perch fills it."""
    seat(state)


def seat(state: State) -> None:
    """Each perching monster on the map fills the hexes of the perch it stands on."""
    for monster in state["monsters"]:
        rule = rule_for(state, monster["type"]) if "hexes" not in monster else None
        at = None if rule is None else _perch_of(rule, key(monster["hex"]))
        if rule is not None and at is not None:
            monster["hexes"] = [list(h) for h in rule["perches"][at]]


def fills(state: State, monster: dict[str, Any]) -> bool:
    """``monster``'s ``hexes`` are the perch of its type's rule it stands on."""
    rule = rule_for(state, monster["type"])
    if rule is None:
        return False
    at = _perch_of(rule, key(monster["hex"]))
    return at is not None and sorted(map(key, monster["hexes"])) == sorted(map(key, rule["perches"][at]))


def fly_to_perch(state: State, index: int, ability: Rule, events: Events) -> None:
    """ "Fly to next perch of boulders": monster ``index`` to the perch after its own."""
    monster = state["monsters"][index]
    rule = rule_for(state, monster["type"])
    at = None if rule is None else _perch_of(rule, key(monster["hex"]))
    if rule is None or at is None:
        return
    perch = rule["perches"][(at + 1) % len(rule["perches"])]
    game_map = Map(state)
    standing = [game_map.figures.get(key(h)) for h in perch]
    if any(key(h) not in game_map.cells for h in perch):
        return  # a perch in a room not revealed yet: the boss stays (our reading)
    if any(who is not None and who != ("monster", index) and fixed(state, who) for who in standing):
        return  # an objective or a figure on several hexes is not moved: the boss stays (our reading)
    _clear(state, index, [key(h) for h in perch], events)
    here = list(monster["hex"])
    monster["hex"], monster["hexes"] = list(perch[0]), [list(h) for h in perch]
    if state["monster_turn"] is not None:  # the turn's queue follows it
        state["monster_turn"]["queue"][0] = list(perch[0])
    events.append({"type": "moved", "figure": ["monster", index], "path": [here, list(perch[0])]})


def _clear(state: State, index: int, perch: list[Hex], events: Events) -> None:
    """A figure on the perch (a flier may end on a boulder) moves to the nearest hex off the perch
    with no figure and no tile (our reading, as #21's throne moves what stands on its hex)."""
    for h in perch:
        who = Map(state).figures.get(h)
        if who is not None and who != ("monster", index):
            make_way(state, who, h, events, avoid=set(perch))


def origins(monster: dict[str, Any]) -> list[list[int]]:
    """The hexes a monster on several may act from: its own first, then the others in hex order."""
    others = sorted((h for h in monster.get("hexes", []) if h != monster["hex"]), key=key)
    return [list(monster["hex"]), *others]


def acts_before(kind: str) -> str | None:
    """The boss whose turn monster type ``kind`` opens (a Zephyr: the Elder Drake's), if any."""
    found: str | None = content.monsters()[kind].get("acts_before")
    return found


@cache
def openers(kind: str) -> tuple[str, ...]:
    """The monster types whose turns open boss ``kind``'s."""
    return tuple(sorted(k for k, m in content.monsters().items() if m.get("acts_before") == kind))


#: The boss actions of ``scenario_rule`` kind the engine plays, by name.
ACTIONS = {"fly_to_perch": fly_to_perch}
