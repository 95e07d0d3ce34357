"""Water that moves the characters: #88 Plane of Water (GG's notes on the scenario book, p. 111).

"All characters and character summons have −1 Move on all of their Move abilities" (setup rule
``move_modifier``); "A character holding the claw has −2 Move on all their Move abilities" (a
piece's ``move``, ``pieces``).

The ``current`` (a standing rule, read as each round ends, before the monster ability cards
are put away): "in the large room, at the end of each round every character and character
summon is forced to move one hex in the direction of the current, unless the hex it occupies is
directly behind an obstacle or wall hex in the direction of the current (no movement, no
damage). If the forced move is impossible because of another figure ... the figure suffers 3
damage instead. Current movement is resolved from the top of the map to the bottom. The
current's direction each round depends on whether the Lurker initiative is even or odd".

The directions are hex steps on the map as drawn (``docs/gloomhaven-custom-scenarios.md``: row
``r`` grows downward): #88's EVEN "up-left" is ``[0, -1]`` and ODD "up-right" ``[1, -1]``. A round
in which no card of the monster type is turned up has no current (our reading). A character's
damage choices wait until the current has moved everyone (the round then waits for them).
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State

from . import conditions, content, damage, decks, pieces, scenario_rules, scenarios, traps, triggers
from .board import Map, key
from .movement_rules import entered

Rule = dict[str, Any]


def _setup(state: State, kind: str) -> list[Rule]:
    return [r for r in scenario_rules.rules_of(state).get("setup", []) if r["type"] == kind]


def move_change(state: State, who: tuple[str, int]) -> int:
    """What the scenario adds to the Move abilities of figure ``who`` (a character or a
    character summon): its ``move_modifier`` rules, and the ``move`` of the pieces a character
    holds."""
    if who[0] not in ("character", "summon"):
        return 0
    change = sum(int(r["amount"]) for r in _setup(state, "move_modifier"))
    if who[0] == "character" and state["pieces"]:
        change += sum(int(pieces.rule_of(state, name).get("move", 0)) for name in pieces.held_by(state, who[1]))
    return change


def flow(state: State, events: Events) -> None:
    """Each ``current`` rule in force moves the characters and their summons in its rooms one
    hex, top row first."""
    for rule in _setup(state, "current"):
        if "after" in rule and not triggers.holds(state, rule["after"]):
            continue
        step = _direction(state, rule)
        if step is not None:
            _carry(state, rule, step, events)


def _direction(state: State, rule: Rule) -> tuple[int, int] | None:
    deck = state["monster_decks"].get(content.monsters()[rule["monster"]]["deck"])
    if deck is None or deck["shown"] is None:
        return None
    initiative = decks.card(content.monsters()[rule["monster"]]["deck"], deck["shown"])["initiative"]
    q, r = rule["odd"] if initiative % 2 else rule["even"]
    return q, r


def _carry(state: State, rule: Rule, step: tuple[int, int], events: Events) -> None:
    scenario = scenarios.of(state["options"])
    inside = {key(h) for room in scenario.rooms if room.id in rule["rooms"] for h in room.hexes}
    standing = [("character", i) for i, c in enumerate(state["characters"]) if c["hex"] and not c["exhausted"]]
    standing += [("summon", i) for i in range(len(state["summons"]))]
    top_first = sorted((key(conditions.figure(state, w)["hex"])[::-1], w) for w in standing)
    carried = [conditions.figure(state, w) for _, w in top_first if key(conditions.figure(state, w)["hex"]) in inside]
    for figure in carried:
        who = _now(state, figure)  # a summon a trap killed before shifts the ones after it
        if who is None:
            continue
        at = key(figure["hex"])
        to = (at[0] + step[0], at[1] + step[1])
        game_map = Map(state)
        if to not in game_map.neighbours(at) or game_map.has(to, "obstacle"):
            continue  # "directly behind an obstacle or wall hex": no movement, no damage
        if to in game_map.figures:
            damage.suffer(state, who, int(rule["damage"]), events, source="scenario")
            continue
        figure["hex"] = list(to)
        events.append({"type": "forced_moved", "figure": list(who), "kind": "current", "hex": list(to)})
        token = entered(game_map, to, who)
        if token is not None:
            traps.spring(state, who, token, events)


def _now(state: State, figure: dict[str, Any]) -> tuple[str, int] | None:
    """The figure's place in its list now (None: gone)."""
    for kind, listed in (("character", "characters"), ("summon", "summons")):
        for i, other in enumerate(state[listed]):
            if other is figure:
                return None if kind == "character" and other["exhausted"] else (kind, i)
    return None
