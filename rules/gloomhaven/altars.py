"""Travel through the altars: #90 Demonic Rift (GG's notes on the scenario book, p. 113):
"Characters can travel between the left room and the right room only through the altars (a): a
character may spend 1 movement to move from any hex adjacent to one altar to any hex adjacent
to the other altar. Character summons and monsters cannot move this way."

An ``altar_travel`` setup rule names the two altar hexes; each is an obstacle from the start
(VGB draws the left one as a door of kind altar). The travel is a step of a character's move
(``moves.move_options``) to a hex beside the other altar that the move could step into: 1
movement whatever the terrain there, which is entered as by any step (our reading of "1
movement"), in any mode of movement. Only a character moves so, not a figure it controls.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State

from . import scenario_rules
from .board import Hex, Map, key

Rule = dict[str, Any]
#: What a step through the altars costs.
COST = 1


def _rule(state: State) -> Rule | None:
    return next((r for r in scenario_rules.rules_of(state).get("setup", []) if r["type"] == "altar_travel"), None)


def place(state: State, rule: Rule, events: Events) -> None:
    """The altars stand as obstacles from the start."""
    for h in rule["altars"]:
        if not any(o["hex"] == list(h) and o["type"] == "obstacle" for o in state["overlays"]):
            state["overlays"].append({"type": "obstacle", "hex": list(h), "kind": "altar"})


def destinations(state: State, game_map: Map, at: Hex) -> list[Hex]:
    """The hexes beside another altar a character beside an altar at ``at`` may travel to."""
    rule = _rule(state)
    if rule is None:
        return []
    altars = [key(h) for h in rule["altars"]]
    near = [a for a in altars if game_map.distance(at, a) == 1]
    return sorted({n for a in altars if a not in near and near for n in game_map.neighbours(a) if n != at})


def travelled(game_map: Map, at: Hex, to: Hex) -> bool:
    """A step from ``at`` to ``to`` not to a neighbour: through the altars."""
    return to not in game_map.neighbours(at)
