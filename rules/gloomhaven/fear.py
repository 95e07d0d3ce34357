"""The Betrayer's "Fear" (#79, Special 1; GG's notes on the scenario book, p. 100–101): "all
characters and character summons are forced to perform 'Move 4' in initiative order, ending as
far from the Betrayer as possible".

Each character still playing, its summons just before it, in the order of the round's
initiatives, moves up to 4 points as its own move would (difficult terrain costs 2; through
allies, never through enemies or obstacles; never ending on a figure) to the hex farthest from
the Betrayer (range counted around walls). Our reading where the book is silent: it keeps to
hexes without traps or hazardous terrain, stays where it is if no hex is farther, and among
equally far hexes takes the first in hex order.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State

from .board import Hex, Map, key
from .movement_rules import NORMAL, can_end, can_pass, path, walks

#: The Move each figure is forced to perform.
MOVE = 4


def fear(state: State, index: int, ability: dict[str, Any], events: Events) -> None:
    """Monster ``index`` (the Betrayer) frightens every character and character summon."""
    from .turn import initiative_of  # the round's turns, which the monsters' turns are part of

    boss = key(state["monsters"][index]["hex"])
    order = sorted(
        (i for i, c in enumerate(state["characters"]) if not c["exhausted"] and c["hex"] is not None),
        key=lambda i: (initiative_of(state, i), i),
    )
    for owner in order:
        summons = [s for s in state["summons"] if s["owner"] == owner]
        for figure in [*summons, state["characters"][owner]]:
            _flee(state, figure, boss, events)


def _flee(state: State, figure: dict[str, Any], boss: Hex, events: Events) -> None:
    game_map = Map(state)
    start = key(figure["hex"])
    kind = "summon" if "owner" in figure else "character"
    who = (kind, next(i for i, f in enumerate(state[kind + "s"]) if f is figure))
    harmful = set(game_map.hexes_with("trap")) | set(game_map.hexes_with("hazardous"))
    blocked = harmful | {h for h in game_map.cells if not can_pass(game_map, h, NORMAL, "character")}
    reach = walks(game_map, start, MOVE, blocked)
    ends = [h for h in reach if can_end(game_map, h, NORMAL, start)]
    end = min(ends, key=lambda h: (-game_map.distance(boss, h), h))
    if game_map.distance(boss, end) <= game_map.distance(boss, start):
        return
    for h in path(reach, end)[1:]:
        figure["hex"] = list(h)
        events.append({"type": "moved", "figure": list(who), "to": list(h)})


#: The boss's scenario rules this module performs (``bosses.perform``).
ACTIONS = {"fear": fear}
