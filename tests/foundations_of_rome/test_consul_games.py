"""Whole games with the Will of the Consul module (option ``consul``), seeded and at the table,
2-4 players, with and without Monuments, played to the end by the tests' policy. After every
step: the engine's own check, each deed in exactly one place (the Consul's pile included), the
30 Consul tokens conserved; at the end the cooperative outcome (line 691)."""

import random

import pytest

from rules.core import CHANCE
from rules.core import playout as playouts
from rules.foundations_of_rome import GAME

from .conftest import area, policy
from .consul_helpers import TOKENS

GAMES = [
    # players, randomness, difficulty, monuments, seed
    (2, "seeded", "standard", False, 1),
    (3, "seeded", "hard", True, 2),
    (4, "seeded", "challenge", False, 3),
    (2, "table", "challenge", True, 4),
    (3, "table", "standard", False, 5),
    (4, "table", "hard", True, 6),
]


def deeds_in_one_place(state: dict) -> None:
    c = state["consul"]
    places = [*state["deeds_for_sale"], *c["deeds"], *c["forgone"]]
    for info in state["players"]:
        places += info["deeds"]
    for deck in state["era_decks"]:
        places += [d for d in deck if d is not None]
    face_down = sum(d is None for deck in state["era_decks"] for d in deck)
    assert len(places) == len(set(places)), "a deed in two places"
    assert set(places) <= set(area(len(state["players"])))
    assert len(places) + face_down == len(area(len(state["players"]))), "a deed lost"
    owned = {d for info in state["players"] for d in info["deeds"]}
    assert owned.isdisjoint(c["deeds"] + c["forgone"]), "a Consul deed among a player's lots"


def tokens_conserved(state: dict) -> None:
    c = state["consul"]
    known = [t["token"] for t in c["tokens"]] + [x for p in c["piles"] + c["discards"] for x in p if x]
    if c["pending"] and c["pending"]["token"]:
        known.append(c["pending"]["token"])
    nulls = sum(x is None for p in c["piles"] for x in p)
    assert len(known) == len(set(known)) and set(known) <= set(TOKENS)
    assert len(known) + nulls == 30
    covered = [x for t in c["tokens"] for x in t["lots"]]
    assert len(covered) == len(set(covered)) and set(covered) <= set(c["deeds"])


@pytest.mark.parametrize("players, randomness, difficulty, monuments, seed", GAMES)
def test_a_whole_game_with_the_consul(players, randomness, difficulty, monuments, seed):
    opts = {"players": players, "randomness": randomness, "consul": difficulty, "monuments": monuments}
    start = state = GAME.setup(opts, None if randomness == "table" else seed)
    seen: set[str] = set()
    consul_rows = 0
    for action, state, events in playouts.steps(GAME, start, random.Random(seed), policy, max_steps=3000):
        GAME.check_state(state)
        if state["phase"] != "setup":  # (at the table the deal is under way during setup)
            deeds_in_one_place(state)
        tokens_conserved(state)
        seen.add(action["type"])
        for event in events:
            if event["type"] == "era_scored":
                assert event["consul"]["total_vp"] == state["consul"]["vp"]
                consul_rows += 1
        if action["type"] == "place_consul_token":
            assert action["player"] == state["consul"]["controller"]
        if action["player"] == CHANCE:
            assert randomness == "table"
    status = GAME.status(state)
    assert status["terminal"] and consul_rows == 3
    won = all(info["vp"] > state["consul"]["vp"] for info in state["players"])
    assert status["outcome"] == ("victory" if won else "defeat")
    assert status["winners"] == (list(range(players)) if won else [])
    assert status["scores"] == [info["vp"] for info in state["players"]]
    assert state["consul"]["tokens"], "the Consul built"
    if randomness == "table":
        assert "draw_consul_token" in seen
