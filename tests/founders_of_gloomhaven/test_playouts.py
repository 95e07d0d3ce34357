"""Whole games of Founders of Gloomhaven, played by the greedy player (``greedy.py``) through
the public protocol, with the invariants of issue 10 checked after every action: money
never negative, points conserved through cascades (the bank is a party, Q5), one tile of a
type per section (L368–369, L529), no two buildings of one owner adjacent (L519–520), and
the state a JSON round trip of itself.

The rules do not guarantee that a game ends (design note Q20): a playout stops at the end
or after ``CAP`` actions; the ending tests look for seeds whose game ends."""

from __future__ import annotations

import random

import orjson
import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from rules.core import CHANCE, decisions
from rules.founders_of_gloomhaven import GAME
from rules.founders_of_gloomhaven.greedy import choose

CAP = 1500
PACK = GAME.components()["pack"]
WIDTH = PACK["board"]["width"]
SECTIONS = PACK["board"]["sections"]


def _section(x: int, y: int) -> str:
    return SECTIONS[y][x]


def check_invariants(state: dict) -> None:
    assert all(info["money"] >= 0 for info in state["players"]), "money never negative"
    assert sum(info["points"] for info in state["players"]) + state["bank"] == 0, "points are conserved"
    seen = set()
    for tile in state["tiles"]:
        key = (tile["resource"], _section(*tile["squares"][0]))
        assert key not in seen, f"two {tile['resource']} tiles in one section"
        seen.add(key)
    for p, info in enumerate(state["players"]):
        owned = [tuple(s) for t in state["tiles"] if t["owner"] == p for s in t["squares"]]
        houses = [tuple(s) for s in info["houses"]]
        pieces = [(i, s) for i, t in enumerate(state["tiles"]) if t["owner"] == p for s in t["squares"]]
        pieces += [(("house", k), tuple(s)) for k, s in enumerate(info["houses"])]
        for a, (x1, y1) in pieces:
            for b, (x2, y2) in pieces:
                if a != b:
                    assert max(abs(x1 - x2), abs(y1 - y2)) > 1, f"player {p}'s buildings are adjacent"
        assert len(owned) + len(houses) == len(pieces)
    assert orjson.loads(orjson.dumps(state)) == state


def playout(players: int, introductory: bool, seed: int, randomness: str = "seeded", every: int = 1):
    """Play to the end or ``CAP`` actions; yield each state (checked every ``every`` steps)."""
    rnd = random.Random(seed)
    options = {"players": players, "introductory": introductory, "randomness": randomness}
    state = GAME.setup(options, seed if randomness == "seeded" else None)
    for step in range(CAP):
        if not state["decisions"]:
            break
        seat = rnd.choice(decisions.awaiting(state["decisions"]))
        actions = GAME.legal_actions(state, seat, trusted=True)
        assert actions, f"seat {seat} awaits {state['decisions'][-1]['kind']} with no legal action"
        action = rnd.choice(actions) if seat == CHANCE else choose(state, actions, rnd)
        state, _ = GAME.apply(state, action, trusted=step % every != 0)
        if step % every == 0:
            check_invariants(state)
        yield state


@settings(max_examples=6, deadline=None)
@given(players=st.integers(2, 4), introductory=st.booleans(), seed=st.integers(0, 2**32 - 1))
def test_greedy_playouts_keep_the_invariants(players, introductory, seed):
    *_, last = playout(players, introductory, seed)
    event("ended" if last["phase"] == "game_over" else "stopped at the cap")


def _ending_game(players: int, introductory: bool, randomness: str = "seeded") -> dict:
    for seed in range(8):
        *_, last = playout(players, introductory, seed, randomness, every=25)
        if last["phase"] == "game_over":
            return last
    pytest.fail(f"no game of the first 8 seeds ended within {CAP} actions")


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("introductory", [False, True])
def test_a_game_reaches_its_end(players, introductory):
    """The sixth completion ends the game once the turn resolves (L509–516): lasting influence
    is gone into points, and the winner has the most points, ties to the farthest from the
    active player (L515–516, Q18)."""
    final = _ending_game(players, introductory)
    assert final["completions"] >= 6 and final["decisions"] == [] and final["queue"] == []
    assert all(info["lasting"] == 0 for info in final["players"])
    status = GAME.status(final)
    points = [info["points"] for info in final["players"]]
    best = [p for p, score in enumerate(points) if score == max(points)]
    farthest = max(best, key=lambda p: (p - final["active"]) % players)
    assert status["terminal"] and status["scores"] == points and status["winners"] == [farthest]


def test_a_whole_game_at_the_table():
    """randomness "table": every draw is a decision of the chance seat, answered here from
    its listed outcomes, and the game still reaches its end."""
    final = _ending_game(2, True, "table")
    assert final["rng"] is None and GAME.status(final)["terminal"]
