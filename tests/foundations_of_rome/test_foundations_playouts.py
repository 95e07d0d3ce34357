"""Random legal playouts of Foundations of Rome, to the end, for every player count.

Every listed action must apply; after every step the state passes the engine's own checks,
survives a JSON round trip unchanged, and keeps the invariants below.
"""

import orjson
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.core import canonical
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
        assert all(owners.get(x) == building["owner"] for x in building["lots"]), \
            "buildings stand only on lots their owner owns"
    city = City(state)
    for p in range(len(state["players"])):
        assert len(city.empty_lots(p)) <= LOT_MARKERS
    assert orjson.loads(orjson.dumps(state)) == state
    assert canonical.loads(canonical.dumps(state)) == state


def play_out(players: int, drafting: bool, rnd, seed: int) -> dict:
    state = GAME.setup({"players": players, "deed_drafting": drafting}, seed=seed)
    check_invariants(state)
    for _ in range(MAX_STEPS):
        status = GAME.status(state)
        if status["terminal"]:
            return state
        actions = GAME.legal_actions(state)
        assert actions, "a non-terminal state always has a legal action"
        assert {a["player"] for a in actions} == set(status["awaiting"])
        # Taking income forever is legal but never ends a game: mostly pick another action.
        progress = [a for a in actions if a["type"] != "take_income"]
        action = rnd.choice(progress) if progress and rnd.random() < 0.9 else rnd.choice(actions)
        before = canonical.digest(state)
        new, events = GAME.apply(state, action)
        assert canonical.digest(state) == before, "apply never mutates its input"
        assert GAME.apply(state, action)[0] == new, "apply is deterministic"
        assert isinstance(events, list) and all(isinstance(e.get("type"), str) for e in events)
        check_invariants(new)
        state = new
    raise AssertionError(f"no game end within {MAX_STEPS} steps")


def _finished(state: dict) -> None:
    status = GAME.status(state)
    assert status["terminal"] and status["phase"] == "game_over"
    assert status["scores"] == [p["vp"] for p in state["players"]]
    assert status["winners"] and all(status["scores"][w] == max(status["scores"]) for w in status["winners"])
    assert not any(state["era_decks"]) and not state["deeds_for_sale"]


@PLAYOUT
@given(players=st.integers(2, 5), drafting=st.booleans(), rnd=st.randoms(use_true_random=False),
       seed=st.integers(0, 2**53 - 1))
def test_random_games_reach_the_end(players, drafting, rnd, seed):
    _finished(play_out(players, drafting, rnd, seed))


def test_every_player_count_finishes():
    """One game per player count at least, whatever hypothesis draws."""
    import random
    for players in (2, 3, 4, 5):
        _finished(play_out(players, False, random.Random(players), players))
