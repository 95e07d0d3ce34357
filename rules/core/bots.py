"""Bots: one legal action for a seat, chosen by a policy.

- ``random``: any legal action, each as likely (every game).
- ``greedy``: one ply — each legal action is played on a determinization of the state and the
  result judged by the game's documented ``heuristic``; the best, ties broken at random.
- ``mcts``: information-set Monte Carlo tree search. Each iteration draws a determinization
  (``Game.determinize``: the hidden parts resampled from what the seat's view leaves possible),
  walks one shared tree of actions by UCB1 — every seat choosing for itself, chance drawn at
  random — expands one action, and scores the leaf with the heuristic of every seat.

A bot never reads what its seat cannot see: ``random`` uses only the seat's legal actions,
and the others only determinizations, which depend on the state through the seat's view.
The same request gives the same action: every draw comes from ``seed``, and the search
length is counted in engine calls (``CALLS_PER_MS`` per millisecond of ``budget_ms``), not
in seconds. Each call is also charged to the request's work budget (``rules.core.budget``).
Engine calls differ in cost between games and states (placing a Founders prestige building
weighs far more than taking income in Rome), so a search also stops after ``CPU_CAP_S`` of CPU
time: only a request that reaches the cap (a slow machine, a heavy state) may then answer
differently on another run.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any

from . import budget, canonical
from .actions import Action, State
from .budget import TooComplex
from .decisions import CHANCE, awaiting
from .errors import IllegalAction
from .game import Game

POLICIES = ("random", "greedy", "mcts")
#: Engine calls (a legal-actions listing, an apply or a heuristic) an ``mcts`` search makes per millisecond
#: of ``budget_ms``: a nominal rate (about 0.12 ms a call on the benchmark machine), so that the
#: search, and the answer, do not depend on the machine or its load.
CALLS_PER_MS = 8
#: Work-budget steps (about a microsecond each) charged per engine call of a search.
STEPS_PER_CALL = 100
EXPLORATION = 0.7
DEPTH = 12  # plies below the root a search walks at most
#: Actions a tree node ranks one-ply at most (a random sample of a longer list; the rest follow
#: unranked), so one node of a long listing cannot take the whole search.
PRIOR_LIMIT = 48
#: The CPU time one choice may take at most (docs/limits.md: a request's CPU bound is 1 s).
CPU_CAP_S = 0.8


def redraw(items: list[Any], rng: random.Random) -> None:
    """Put ``items`` in an order drawn from ``rng`` that depends on which items they are, not on
    how they lay (sorted first, ``None`` last): a determinization's way to shuffle a hidden pile."""
    items.sort(key=lambda item: (item is None, str(item)))
    rng.shuffle(items)


def choose(
    game: Game, state: State, player: int, policy: str, *, seed: int = 0, budget_ms: int = 100, trusted: bool = False
) -> Action:
    """The action ``policy`` plays for ``player`` in ``state``."""
    if policy not in POLICIES:
        raise IllegalAction(f"unknown policy {policy!r}; policies: {', '.join(POLICIES)}", code="unknown_policy")
    legal = game.legal_actions(state, player, trusted=trusted)
    if not legal:
        raise IllegalAction(f"player {player} has no decision pending", code="not_awaiting")
    rng = random.Random(f"{seed}:{policy}:{player}")
    deadline = time.process_time() + CPU_CAP_S
    if policy != "random" and not game.thinks:
        game.determinize(state, player, rng)  # raises PolicyUnsupported
    if policy == "random" or len(legal) == 1:
        return legal[rng.randrange(len(legal))]
    if policy == "greedy":
        return _greedy(game, state, player, legal, rng, deadline)
    return _mcts(game, state, player, legal, rng, max(1, budget_ms) * CALLS_PER_MS, deadline)


def _spent(deadline: float) -> bool:
    """Whether a choice must stop now: past its CPU cap, or four fifths into the request's work
    budget (a monster turn inside a Gloomhaven search charges its own work there)."""
    active = budget.current()
    return time.process_time() > deadline or (active is not None and active.used > 0.8 * active.limit)


def _greedy(game: Game, state: State, player: int, legal: list[Action], rng: random.Random, deadline: float) -> Action:
    world = game.determinize(state, player, rng)
    best: list[Action] = []
    top = -math.inf
    for action in legal:
        if best and _spent(deadline):
            break
        try:
            budget.spend(STEPS_PER_CALL)
            after, _ = game.apply(world, action, trusted=True)
        except TooComplex:
            if not best:
                raise
            break
        value = game.heuristic(after, player)
        if value > top:
            best, top = [action], value
        elif value == top:
            best.append(action)
    return best[rng.randrange(len(best))]


@dataclass
class _Node:
    """An action in the tree: who chose it, how often it was tried and was available, the
    chooser's total reward, and the order its children are tried in (best one-ply first)."""

    seat: int
    visits: int = 0
    available: int = 0
    reward: float = 0.0
    children: dict[bytes, _Node] = field(default_factory=dict)
    order: list[bytes] | None = None


class _Search:
    """One search: the calls it may still make, its random draws, the game."""

    def __init__(self, game: Game, rng: random.Random, calls: int) -> None:
        self.game, self.rng, self.calls = game, rng, calls

    def spend(self, calls: int = 1) -> None:
        self.calls -= calls
        budget.spend(STEPS_PER_CALL * calls)

    def ranked(self, world: State, seat: int, actions: list[Action]) -> list[bytes]:
        """The actions best first by the chooser's one-ply heuristic (the tree's prior); of a
        list longer than ``PRIOR_LIMIT``, a random sample is ranked and the rest follow."""
        picked = set(range(len(actions)))
        if len(actions) > PRIOR_LIMIT:
            picked = set(self.rng.sample(range(len(actions)), PRIOR_LIMIT))
        scored = []
        for index in sorted(picked):
            after, _ = self.game.apply(world, actions[index], trusted=True)
            scored.append((-self.game.heuristic(after, seat), index, canonical.dumps(actions[index])))
        self.spend(2 * len(picked))  # an apply and a heuristic each
        rest = [canonical.dumps(a) for i, a in enumerate(actions) if i not in picked]
        return [key for _, _, key in sorted(scored)] + rest


def _mcts(
    game: Game, state: State, player: int, legal: list[Action], rng: random.Random, calls: int, deadline: float
) -> Action:
    search = _Search(game, rng, calls)
    root = _Node(seat=player)
    while search.calls > 0 and not _spent(deadline):
        try:
            _iterate(game, state, player, legal, search, root)
        except TooComplex:  # the request's work budget ran out inside an iteration: stop here
            break
    keys = {canonical.dumps(a): a for a in legal}
    tried = [(child.visits, child.reward, k) for k, child in root.children.items() if k in keys]
    if not tried:
        return legal[rng.randrange(len(legal))]
    return keys[max(tried, key=lambda t: (t[0], t[1]))[2]]


def _iterate(game: Game, state: State, player: int, legal: list[Action], search: _Search, root: _Node) -> None:
    """One iteration: a determinization, a walk down the tree to a new node, its score."""
    world = game.determinize(state, player, search.rng)
    path: list[_Node] = []
    node = root
    for _ in range(DEPTH):
        if game.status(world, trusted=True)["terminal"] or search.calls <= 0:
            break
        seats = awaiting(world["decisions"])
        seat = player if node is root and player in seats else seats[0]
        actions = legal if node is root and seat == player else game.legal_actions(world, seat, trusted=True)
        search.spend()
        expanded = False
        if seat == CHANCE:
            action = actions[search.rng.randrange(len(actions))]
        else:
            action, node, expanded = _select(search, node, world, seat, actions)
            path.append(node)
        world, _ = game.apply(world, action, trusted=True)
        search.spend()
        if expanded:
            break
    rewards = _rewards(game, world)
    search.spend(len(rewards))  # a heuristic per seat
    for visited in path:
        visited.visits += 1
        visited.reward += rewards[visited.seat]


def _select(search: _Search, node: _Node, world: State, seat: int, actions: list[Action]) -> tuple[Action, _Node, bool]:
    """The next child: an untried action while the node may widen (2 + sqrt(visits) children,
    best one-ply first), else the best by UCB1 among the children available here (counting
    each child's availability: information-set MCTS)."""
    keyed = {canonical.dumps(a): a for a in actions}
    if node.order is None:
        node.order = search.ranked(world, seat, actions)
    ranked = set(node.order)
    order = [k for k in node.order if k in keyed] + sorted(k for k in keyed if k not in ranked)
    width = 2 + int(math.sqrt(node.visits))
    for key in order:
        if key in node.children:
            node.children[key].available += 1
    untried = [k for k in order[:width] if k not in node.children]
    if untried:
        key = untried[0]
        node.children[key] = child = _Node(seat=seat, available=1)
        return keyed[key], child, True
    candidates = [k for k in order if k in node.children][: max(width, 1)]

    def ucb(key: bytes) -> float:
        child = node.children[key]
        mean = child.reward / child.visits if child.visits else 0.5
        return mean + EXPLORATION * math.sqrt(math.log(max(child.available, 1)) / max(child.visits, 1))

    key = max(candidates, key=ucb)
    return keyed[key], node.children[key], False


def _rewards(game: Game, world: State) -> list[float]:
    """Each seat's reward in [0, 1]: at the end 1 for a winner (shared) and 0 otherwise;
    before it, the heuristic through a logistic curve."""
    seats = game.player_count(world)
    status = game.status(world, trusted=True)
    if status["terminal"]:
        winners = status["winners"] or []
        return [1.0 if p in winners else 0.0 for p in range(seats)]
    return [1.0 / (1.0 + math.exp(-game.heuristic(world, p) / 10.0)) for p in range(seats)]


def describe() -> dict[str, Any]:
    """The policies and the search's fixed rates, for the API's documentation."""
    return {"policies": list(POLICIES), "calls_per_ms": CALLS_PER_MS, "depth": DEPTH}
