"""Monsters that carry a figure to an altar: #78 Sacrifice Pit (GG's notes on the scenario book,
p. 99).

"The two Cultists (b) do not act normally. They perform 'Move+0' simultaneously to carry the
victim (a) to the altars (d): first they move to a hex adjacent to the victim, then toward (c)
or the nearest hex adjacent to the altar. After the Cultists move, the victim moves the same
number of hexes so as to be adjacent to them, preferring the hex left of the right-hand
Cultist and right of the left-hand Cultist." The scenario is lost when "a Cultist (b) starts
its turn adjacent to the altars (d) while the victim is also adjacent to the altars".

A ``carry`` setup rule names the carriers' monster types, the carried escort (``figure``), the
hexes they carry it toward and the altar hexes. How it is played (the book leaves the details
open; these are our reading):

* The carriers act together on the first of their turns in the round; their later turns that
  round do nothing else. As that first turn starts, a carrier beside the altar with the figure
  beside it too sacrifices it (``tally.sacrificed``, the ``sacrificed`` loss).
* Each carrier moves at most its Move, as a monster moves (around obstacles and enemies,
  through allies, never ending on a figure), around traps and hazardous terrain; entering a
  closed door it stops there and opens it. The figure then moves to a hex beside every
  carrier, at most as many hexes as a carrier went beyond the steps it needed to come beside
  the figure.
* Among the ends that keep the figure beside them, the carriers take the one nearest their
  destinations: a free ``toward`` hex each, or (none free) the nearest free hex beside the
  altar; then the figure between them as drawn (the book's preference), then fewer steps,
  then hex order. With no such end, each carrier moves as near the figure as it can and the
  figure stays.
* One carrier left carries the figure alone. At most two carry, the first in the order they
  act; more of their types do nothing (our bound).
"""

from __future__ import annotations

import itertools
from typing import Any

from rules.core import Events, State, budget

from . import escorts, objectives, rooms, scenario_rules
from .board import Map, key
from .hexes import Hex
from .monster_abilities import stats
from .movement_rules import path, walks

Rule = dict[str, Any]
#: The steps counted to a destination no walk reaches.
UNREACHED = 999
#: How many carriers carry together, the first in acting order (our bound: #78 has two).
CARRIERS = 2


def rule_for(state: State, kind: str) -> Rule | None:
    """The ``carry`` rule whose carriers are of monster type ``kind``."""
    rules = scenario_rules.rules_of(state).get("setup", [])
    return next((r for r in rules if r["type"] == "carry" and kind in r["monsters"]), None)


def take_turn(state: State, index: int, rule: Rule, events: Events) -> None:
    """Monster ``index``, a carrier, starts its turn: on the first carrier's turn of the round
    the sacrifice is checked and all the carriers carry the figure."""
    turn = state["monster_turn"]
    if turn.get("carried"):
        return
    turn["carried"] = True
    carriers = sorted(
        (i for i, m in enumerate(state["monsters"]) if m["type"] in rule["monsters"]),
        key=lambda i: (not state["monsters"][i]["elite"], state["monsters"][i]["standee"]),
    )[:CARRIERS]
    carried = objectives.standing(state, rule["figure"])
    if carried is None:
        return
    game_map = Map(state)
    beside_altar = {n for h in map(key, rule["altar"]) if h in game_map.cells for n in game_map.neighbours(h)}
    victim = key(state["escorts"][carried[1]]["hex"])
    if victim in beside_altar and any(key(state["monsters"][i]["hex"]) in beside_altar for i in carriers):
        state["tally"]["sacrificed"] = True
        events.append({"type": "sacrificed", "figure": rule["figure"]})
        return
    _carry(state, rule, carriers, carried[1], beside_altar, events)


def _carry(
    state: State, rule: Rule, carriers: list[int], victim_index: int, beside_altar: set[Hex], events: Events
) -> None:
    game_map = Map(state)
    victim = key(state["escorts"][victim_index]["hex"])
    party = {key(state["monsters"][i]["hex"]) for i in carriers} | {victim}
    others = {h for h in game_map.figures if h not in party}
    blocked = {h for kind in ("obstacle", "trap", "hazardous") for h in game_map.hexes_with(kind)}
    blocked |= {h for h in others if game_map.side(game_map.figures[h]) != "monster"}  # enemies
    closed = set(rooms.closed_doors(state))
    walkers = [state["monsters"][i] for i in carriers]
    reach = [walks(game_map, key(m["hex"]), int(stats(state, m)["move"]), blocked | {victim}, closed) for m in walkers]
    ends = [{h: steps for h, (steps, _) in r.items() if h not in others} for r in reach]
    beside = set(game_map.neighbours(victim))
    need = [min((steps for h, steps in e.items() if h in beside), default=UNREACHED) for e in ends]
    farthest = max(max(e.values(), default=0) for e in ends)
    victim_reach = walks(game_map, victim, farthest, blocked, closed)
    goals = _goal_distances(state, rule, len(carriers), others, beside_altar)
    nearest = {h: _nearest(goals, h) for e in ends for h in e}
    best: tuple[Any, ...] | None = None
    for combo in itertools.product(*(sorted(e) for e in ends)):
        budget.spend(1)
        if len(set(combo)) < len(combo):
            continue
        steps = [ends[n][h] for n, h in enumerate(combo)]
        carried = max(max(0, s - n) for s, n in zip(steps, need, strict=True))  # once beside the figure
        for v in sorted(set.intersection(*(set(game_map.neighbours(h)) for h in combo))):
            if v in others or v in combo or v not in victim_reach or victim_reach[v][0] > carried:
                continue
            score = (_cost([nearest[h] for h in combo]), not _between(v, combo), sum(steps), combo, v)
            best = score if best is None or score < best else best
    if best is None:  # no end keeps the figure beside them: they close in on it
        combo = tuple(min(e, key=lambda h: (game_map.distance(h, victim), e[h], h)) for e in ends)
        if len(set(combo)) < len(combo):
            combo = tuple(key(state["monsters"][i]["hex"]) for i in carriers)
        target = victim
    else:
        combo, target = best[3], best[4]
    _walk(state, [(i, path(reach[n], combo[n])) for n, i in enumerate(carriers)], events)
    if target != victim:
        state["escorts"][victim_index]["hex"] = list(target)
        events.append({"type": "moved", "figure": ["escort", victim_index], "to": list(target)})
    _open_doors(state, [*combo, target], carriers[0], events)


def _goal_distances(
    state: State, rule: Rule, carriers: int, others: set[Hex], beside_altar: set[Hex]
) -> list[tuple[bool, dict[Hex, int]]]:
    """For each destination free of other figures: whether it is a ``toward`` hex, and the
    steps to it from every hex of the scenario's map (obstacles in the way)."""
    board = escorts.whole_board(state)
    obstacles = set(Map(state).hexes_with("obstacle"))
    toward = [h for h in map(key, rule["toward"]) if h not in others]
    spare = [] if len(toward) >= carriers else sorted(beside_altar - others - obstacles - set(toward))
    return [(h in toward, escorts.distances(board, [h], obstacles)) for h in [*toward, *spare]]


def _nearest(goals: list[tuple[bool, dict[Hex, int]]], h: Hex) -> list[tuple[int, int, int]]:
    """The two destinations nearest hex ``h``: (steps, not a ``toward`` hex, which)."""
    return sorted((d.get(h, UNREACHED), int(not toward), g) for g, (toward, d) in enumerate(goals))[:2]


def _cost(nearest: list[list[tuple[int, int, int]]]) -> tuple[int, int]:
    """The carriers' steps still to go to distinct destinations, and how many are not
    ``toward`` hexes (at most two carriers: the nearer of two for the second)."""
    if not all(nearest):
        return UNREACHED, 0
    first = nearest[0][0]
    if len(nearest) == 1:
        return first[0], first[1]
    pairs = [(a, b) for a in nearest[0] for b in nearest[1] if a[2] != b[2]]
    if not pairs:
        return UNREACHED, 0
    return min((a[0] + b[0], a[1] + b[1]) for a, b in pairs)


def _between(v: Hex, combo: tuple[Hex, ...]) -> bool:
    """The figure's hex lies left of the right-hand carrier and right of the left-hand one, as
    drawn (pointy-topped rows: x = 2q + r)."""
    if len(combo) < 2:
        return True
    xs = [2 * h[0] + h[1] for h in combo]
    return min(xs) < 2 * v[0] + v[1] < max(xs)


def _walk(state: State, moves: list[tuple[int, list[Hex]]], events: Events) -> None:
    """The carriers go along their paths at once; the turn's queue follows them."""
    to = {steps[0]: steps[-1] for _, steps in moves}
    queue = state["monster_turn"]["queue"]
    queue[:] = [list(to.get(key(h), key(h))) for h in queue]
    for index, steps in moves:
        if len(steps) > 1:
            state["monsters"][index]["hex"] = list(steps[-1])
            events.append({"type": "moved", "figure": ["monster", index], "path": [list(h) for h in steps]})


def _open_doors(state: State, at: list[Hex], opener: int, events: Events) -> None:
    """ "The two Cultists (b) and the victim (a) ... can open doors": a closed door one of them
    stands on opens; new monster types act as after a boss's door (``boss_doors``)."""
    for h in at:
        if h in rooms.closed_doors(state):
            rooms.open_door(state, h, opener, events)
            rooms.fill_in(state, events)
