"""Every module combination the rulebook allows, played to the end by the test policy, with
the modules' invariants checked after every action: "Players are free to mix-and-match the
Invocations, Trading & Stealing, Objectives, and Player Roles modules in any combination"
(ADDITIONAL CONTENT); the Monuments Expansion is added to any game."""

import pytest

from rules.foundations_of_rome import GAME
from rules.foundations_of_rome.board import is_monument

from .conftest import playout

MIXABLE = {"trading": True, "stealing": True, "roles": True, "objectives": "hidden", "invocations": True}
COMBINATIONS = [
    {"monuments": True},
    {"trading": True},
    {"stealing": True},
    {"roles": True},
    {"objectives": "hidden"},
    {"objectives": "public"},
    {"invocations": True},
    MIXABLE,
    {**MIXABLE, "objectives": "public", "monuments": True},
    {"consul": "standard"},
    {"consul": "challenge", "monuments": True},
]
CONSUL_PLAYERS = (2, 3, 4)  # the Consul: 2-4 players (a 5-player Consul game is refused)
CASES = [
    pytest.param(players, modules, id="+".join(f"{k}={v}" for k, v in modules.items()) + f"-{players}")
    for modules in COMBINATIONS
    for players in (CONSUL_PLAYERS if modules.get("consul") else (2, 3, 4, 5))
]


def favor_tokens(state):
    return sum(sum(info["favors"].values()) for info in state["players"])


@pytest.mark.parametrize("players, modules", CASES)
def test_a_game_with_modules_reaches_the_end(players, modules):
    """The game ends after the third Era; along the way Favor tokens are conserved (two each,
    "Regardless of which combination of rules you use"), each Monument is built at most once,
    every state passes the state check, and Objectives are scored exactly once, at the end."""
    seed = 100 * players + len(modules)
    state, log = playout(players, seed, modules=modules)
    assert GAME.status(state)["terminal"]
    tokens = 2 * players if modules.get("trading") or modules.get("stealing") else 0
    replayed = GAME.setup({"players": players, "first_player": None, **modules}, seed)
    assert favor_tokens(replayed) == tokens
    types = []
    for action, events in log:
        replayed, again = GAME.apply(replayed, action)
        assert again == events
        assert favor_tokens(replayed) == tokens
        built = [b["kind"] for b in replayed["buildings"] if is_monument(b["kind"])]
        assert len(built) == len(set(built))
        types += [e["type"] for e in events]
    assert replayed == state
    scored = types.count("objectives_scored")
    assert scored == (1 if modules.get("objectives") else 0)
    if scored:
        assert types.index("objectives_scored") > max(i for i, t in enumerate(types) if t == "era_scored")
        assert types[-1] == "game_over"
    if modules.get("roles"):
        assert all(state["roles"])
