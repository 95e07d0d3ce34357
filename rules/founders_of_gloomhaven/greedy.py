"""A greedy player for playouts and benchmarks: it scores each legal action by a simple
heuristic, without looking ahead, and takes the best (ties and a little noise at random).

The heuristic builds towards completions, the only way the game ends (L509–516):
resources go next to the prestige buildings that still need them, prestige buildings go
next to the tiles they need, roads join the two, votes go to the proposals whose
resources are already on the board, and a player plays upgrade and trade cards before
the others. It knows only what the seat may see (the state's public parts)."""

from __future__ import annotations

import random
from typing import Any

from rules.core import Action, State

from .content import content

CARD_WEIGHT = {"upgrade": 8, "trade": 6, "income": 5, "construct": 3, "recruit": 2}


class Board:
    """The squares next to what still waits for each resource, and where each resource is."""

    def __init__(self, state: State) -> None:
        c = content()
        self.c = c
        self.wanted: dict[str, set[int]] = {}
        self.near_need: set[int] = set()
        for placed in state["buildings"]:
            squares = [c.square(x, y) for x, y in placed["squares"]]
            around = {n for s in squares for n in c.neighbours[s]}
            for need in c.prestige[placed["id"]]["requires"]:
                if need["resource"] not in placed["deliveries"]:
                    self.wanted.setdefault(need["resource"], set()).update(around)
                    self.near_need |= around
        self.tiles_at: dict[int, str] = {}
        for tile in state["tiles"]:
            for x, y in tile["squares"]:
                self.tiles_at[c.square(x, y)] = tile["resource"]
        self.on_board = set(self.tiles_at.values())
        #: partners[r]: the resources built together with r into something (a recipe's other inputs).
        self.partners: dict[str, set[str]] = {}
        for recipe in c.recipe.values():
            for r, _ in recipe:
                self.partners.setdefault(r, set()).update(q for q, _ in recipe if q != r)
        #: inputs of what is wanted: the prerequisites of every resource some building waits for.
        self.inputs = {r for w in self.wanted for r, _ in c.recipe[w]}
        self.inputs |= {r for w in set(self.inputs) for r, _ in c.recipe[w]}

    def close_to(self, squares: list[int], resources: set[str], reach: int = 2) -> bool:
        """A tile of ``resources`` within ``reach`` squares (so one tile between can join them)."""
        w = self.c.width
        for s in squares:
            x0, y0 = s % w, s // w
            for t, r in self.tiles_at.items():
                if r in resources and max(abs(t % w - x0), abs(t // w - y0)) <= reach:
                    return True
        return False

    def touches(self, squares: list[int], resource: str) -> bool:
        return any(s in self.wanted.get(resource, ()) for s in squares)

    def tiles_near(self, squares: list[int]) -> set[str]:
        return {self.tiles_at[n] for s in squares for n in self.c.neighbours[s] if n in self.tiles_at}


def score(state: State, board: Board, action: Action) -> float:
    c = content()
    kind = action["type"]
    if kind == "place_tile":
        squares = [c.square(x, y) for x, y in action["squares"]]
        resource = action["resource"]
        return (
            20
            + 15 * board.touches(squares, resource)
            + 8 * (resource in board.inputs)
            + 6 * board.close_to(squares, board.partners.get(resource, set()))
        )
    if kind in ("import", "import_access"):
        squares = [c.square(*action["square"])]
        resource = action["resource"]
        return (
            5
            + 15 * board.touches(squares, resource)
            + 6 * (resource in board.inputs)
            + 8 * board.close_to(squares, board.partners.get(resource, set()))
        )
    if kind == "buy_access":
        return 4 + 8 * (state["tiles"][action["tile"]]["resource"] in board.inputs)
    if kind == "build_road":
        s = c.square(*action["square"])
        near = board.tiles_near([s])
        return 11 * any(s in board.wanted.get(r, ()) for r in near) + 2 * (s in board.near_need)
    if kind == "place_prestige":
        squares = [c.square(x, y) for x, y in action["squares"]]
        near = board.tiles_near(squares)
        building = state["decisions"][-1]["building"]
        needs = [need["resource"] for need in c.prestige[building]["requires"]]
        inputs = {r for need in needs for r, _ in c.recipe[need]}
        return 1 + 10 * sum(1 for need in needs if need in near) + 3 * len(inputs & near)
    if kind == "vote":
        card = state["proposals"][action["proposal"]]
        ready = sum(1 for need in c.prestige[card]["requires"] if need["resource"] in board.on_board)
        return 1 + 5 * ready
    if kind == "dedicate":  # influence kept is influence for the next vote
        return 1 - int(action["amount"])
    if kind == "play_card":
        card = action["card"]
        return CARD_WEIGHT.get(card, 0) or CARD_WEIGHT[c.advisers[card]["type"]] + 1
    if kind == "follow":
        return CARD_WEIGHT[action["as"]]
    if kind == "call_vote":  # a vote places a building: worth it when one proposal can be completed
        complete = any(
            card is not None and all(need["resource"] in board.on_board for need in c.prestige[card]["requires"])
            for card in state["proposals"]
        )
        return 30 if complete else 0
    if kind in ("build_house", "recruit"):
        return 4
    return 1


def choose(state: State, actions: list[Action], rnd: random.Random, noise: float = 0.1) -> Action:
    """The best-scoring action of ``actions`` (all legal for one seat of ``state``)."""
    if len(actions) == 1:
        return actions[0]
    if rnd.random() < noise:  # a random kind of action, then one of that kind
        kind = rnd.choice(sorted({a["type"] for a in actions}))
        return rnd.choice([a for a in actions if a["type"] == kind])
    board = Board(state)
    scored: list[tuple[float, int]] = [(score(state, board, a) + rnd.random(), i) for i, a in enumerate(actions)]
    best: Any = max(scored)
    chosen: Action = actions[best[1]]
    return chosen
