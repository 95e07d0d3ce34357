"""Random legal playouts of Foundations of Rome, to the end, for every player count, with
seeded randomness and at the table (every draw a decision of the chance seat -1).

The games are played by ``rules.core.playout.steps`` with ``progress`` below. Every listed
action must apply; after every step the state passes the engine's own checks, survives a
JSON round trip unchanged, and keeps the invariants below.
"""

import random

import orjson
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.core import CHANCE, canonical
from rules.core import playout as playouts
from rules.foundations_of_rome import GAME
from rules.foundations_of_rome.board import LOT_MARKERS, City

MAX_STEPS = 3000
PLAYOUT = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def check_invariants(state: dict) -> None:
    GAME.check_state(state)
    owners: dict[str, int] = {}
    for p, info in enumerate(state["players"]):
        assert info["silver"] >= 0, "silver never negative"
        for deed in info["deeds"]:
            assert deed not in owners, f"lot {deed} owned by two players"
            owners[deed] = p
    for building in state["buildings"]:
        assert all(owners.get(x) == building["owner"] for x in building["lots"]), (
            "buildings stand only on lots their owner owns"
        )
    city = City(state)
    for p in range(len(state["players"])):
        assert len(city.empty_lots(p)) <= LOT_MARKERS
    if state["rng"] is None:
        assert all(card is None for deck in state["era_decks"] for card in deck), (
            "at the table the Era decks are face-down"
        )
    assert orjson.loads(orjson.dumps(state)) == state
    assert canonical.loads(canonical.dumps(state)) == state


def progress(game, state: dict, actions: list[dict], rnd) -> dict:
    """A ``rules.core.playout`` policy that also checks what is offered. Taking income forever
    is legal but never ends a game: mostly pick another action."""
    status = game.status(state)
    assert actions, "a non-terminal state always has a legal action"
    assert {a["player"] for a in actions} == set(status["awaiting"])
    assert (status["awaiting"] == [CHANCE]) == all(a["player"] == CHANCE for a in actions)
    moving = [a for a in actions if a["type"] != "take_income"]
    return rnd.choice(moving) if moving and rnd.random() < 0.9 else rnd.choice(actions)


def play_out(players: int, drafting: bool, rnd, seed: int | None, randomness: str = "seeded") -> dict:
    state = GAME.setup({"players": players, "deed_drafting": drafting, "randomness": randomness}, seed=seed)
    check_invariants(state)
    before, digest = state, canonical.digest(state)
    for action, new, events in playouts.steps(GAME, state, rnd, progress, max_steps=MAX_STEPS):
        assert canonical.digest(before) == digest, "apply never mutates its input"
        assert GAME.apply(before, action) == (new, events), "apply is deterministic"
        assert isinstance(events, list) and all(isinstance(e.get("type"), str) for e in events)
        check_invariants(new)
        before, digest = new, canonical.digest(new)
    assert GAME.status(before)["terminal"], f"no game end within {MAX_STEPS} steps"
    return before


def _finished(state: dict) -> None:
    status = GAME.status(state)
    assert status["terminal"] and status["phase"] == "game_over"
    assert status["awaiting"] == [] and state["decisions"] == []
    assert status["scores"] == [p["vp"] for p in state["players"]]
    assert status["winners"] and all(status["scores"][w] == max(status["scores"]) for w in status["winners"])
    assert status["outcome"] is None
    assert not any(state["era_decks"]) and not state["deeds_for_sale"]


@PLAYOUT
@given(
    players=st.integers(2, 5),
    drafting=st.booleans(),
    rnd=st.randoms(use_true_random=False),
    seed=st.integers(0, 2**53 - 1),
)
def test_random_games_reach_the_end(players, drafting, rnd, seed):
    _finished(play_out(players, drafting, rnd, seed))


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 5), drafting=st.booleans(), rnd=st.randoms(use_true_random=False))
def test_random_table_games_reach_the_end(players, drafting, rnd):
    """randomness "table": the chance seat's draws are chosen by the same policy."""
    _finished(play_out(players, drafting, rnd, None, "table"))


def test_every_player_count_finishes():
    """One game per player count at least, whatever hypothesis draws."""
    for players in (2, 3, 4, 5):
        _finished(play_out(players, False, random.Random(players), players))
        _finished(play_out(players, True, random.Random(players), None, "table"))
