"""A room that fills with water: #74 Merchant Ship (GG's notes on the scenario book, p. 94).

"Lose: A water tile has to be added but cannot be placed because the B tile is full. Setup:
Remove the water tiles at (d) for three characters. At the end of every even round (2
characters) or of every round (3 or 4 characters), add one water tile to the B tile, adjacent to
any existing water tile. A character may pick up any water tile through normal looting and gets
rid of it by ending their turn in one of the hexes (e). A character can hold only one water tile
at a time."

The ``flood`` setup rule names the room, the rounds' step per party size (``every``), the
hexes a character bails on (``bail``) and the tiles taken off at setup (``dry``, per party size).
The water tiles are the room's water terrain (difficult). A tile is added on the first hex in hex
order of the room, without water, beside one (our choice: the book leaves it open; with no water
left, the room's first dry hex). Looting a hex of the room (at a turn's end or by a Loot ability,
the character holding none) picks its tile up: ``tally.bailing`` lists the holders. A holder is
rid of it as it ends its turn on a bail hex, or as it is exhausted. ``tally.sunk`` notes the tile
that could not be placed (the ``flooded`` loss).
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State

from . import scenario_rules, scenarios
from .board import key
from .hexes import neighbours

Rule = dict[str, Any]


def _rule(state: State) -> Rule | None:
    return next((r for r in scenario_rules.rules_of(state).get("setup", []) if r["type"] == "flood"), None)


def _water(overlay: dict[str, Any]) -> bool:
    return overlay["type"] == "difficult" and overlay.get("kind") == "water"


def _room(state: State, rule: Rule) -> list[tuple[int, int]]:
    room = next(r for r in scenarios.of(state["options"]).rooms if r.id == rule["room"])
    return sorted(key(h) for h in room.hexes)


def dry(state: State, rule: Rule, events: Events) -> None:
    """Setup: the tiles taken off for this party size."""
    gone = {key(h) for h in rule.get("dry", {}).get(str(len(state["characters"])), [])}
    state["overlays"] = [o for o in state["overlays"] if not (_water(o) and key(o["hex"]) in gone)]


def at_round_end(state: State, events: Events) -> None:
    """A tile added in the rounds the party size says; none can be: the ship sinks."""
    rule = _rule(state)
    if rule is None or state["round"] % int(rule["every"][str(len(state["characters"]))]):
        return
    room = _room(state, rule)
    wet = {key(o["hex"]) for o in state["overlays"] if _water(o)} & set(room)
    dry_hexes = [h for h in room if h not in wet]
    if not dry_hexes:
        state["tally"]["sunk"] = True
        return
    beside = [h for h in dry_hexes if any(n in wet for n in neighbours(h))]
    at = (beside or dry_hexes)[0]
    state["overlays"].append({"type": "difficult", "kind": "water", "hex": list(at)})
    events.append({"type": "water_added", "hex": list(at)})


def holding(state: State, index: int) -> bool:
    return index in state["tally"].get("bailing", []) and not state["characters"][index]["exhausted"]


def looted(state: State, index: int, at: tuple[int, int], events: Events) -> None:
    """Character ``index`` loots hex ``at``: the room's tile there, if it holds none."""
    rule = _rule(state)
    if rule is None or holding(state, index) or at not in _room(state, rule):
        return
    tile = next((o for o in state["overlays"] if _water(o) and key(o["hex"]) == at), None)
    if tile is not None:
        state["overlays"].remove(tile)
        bailing = [i for i in state["tally"].get("bailing", []) if not state["characters"][i]["exhausted"]]
        state["tally"]["bailing"] = sorted([*bailing, index])
        events.append({"type": "water_taken", "character": index, "hex": list(at)})


def loot_action(state: State, index: int, game_map: Any, reach: int, events: Events) -> None:
    """A Loot ability of character ``index``: the first tile of the room in reach and sight."""
    rule = _rule(state)
    if rule is None or holding(state, index):
        return
    me, room = key(state["characters"][index]["hex"]), set(_room(state, rule))
    for o in sorted((o for o in state["overlays"] if _water(o) and key(o["hex"]) in room), key=lambda o: key(o["hex"])):
        if game_map.distance(me, key(o["hex"])) <= reach and game_map.sees(me, key(o["hex"])):
            looted(state, index, key(o["hex"]), events)
            return


def at_turn_end(state: State, index: int, events: Events) -> None:
    """Character ``index`` ends its turn: on a bail hex, the tile it holds is gone."""
    rule = _rule(state)
    at = state["characters"][index]["hex"]
    if rule is None or at is None or not holding(state, index):
        return
    if key(at) in {key(h) for h in rule["bail"]}:
        state["tally"]["bailing"] = [i for i in state["tally"]["bailing"] if i != index]
        events.append({"type": "water_bailed", "character": index, "hex": list(at)})


def flooded(state: State) -> bool:
    """The ``flooded`` loss: a tile had to be added and could not."""
    return bool(state["tally"].get("sunk"))
