"""Random Black Barrow games from setup to victory or defeat, with the invariants the issue
lists checked after every action: HP within bounds, every card in exactly one place, no two
figures on a hex, modifier decks conserved, the JSON round trip, and every listed action
applying."""

import random

import pytest

from rules.core import canonical, playout
from rules.gloomhaven import GAME, content, modifiers

PARTIES = [
    [("brute", 0), ("spellweaver", 1)],
    [("tinkerer", 0), ("scoundrel", 1), ("cragheart", 2)],
    [("mindthief", 0), ("brute", 1), ("tinkerer", 2), ("spellweaver", 3)],
    [("scoundrel", 0), ("cragheart", 0)],  # solo, two-handed
]


def options(party, randomness="seeded"):
    chars = [{"class": c, "level": 1, "seat": s} for c, s in party]
    return {"scenario": 1, "characters": chars, "randomness": randomness}


#: Moves the game on: card halves and attacks are preferred to stopping early.
POLICY = playout.prefer(("play_half", "target", "step", "select_cards", "choose_option"), 0.7)


def cards_of(character):
    """Every card of a character, wherever it lies."""
    active = [a["card"] for a in character["active"]]
    return sorted([*character["hand"], *character["discard"], *character["lost"], *character["in_play"], *active])


def check(state, hands):
    for i, character in enumerate(state["characters"]):
        assert 0 <= character["hp"] <= character["max_hp"]
        if hands[i] is not None:
            assert cards_of(character) == hands[i], f"the cards of character {i} are not conserved"
    standard = modifiers.standard_deck()
    drawing = state["attack"]["attacker"] if state["attack"] else None
    for who, pile in [(["monster", None], state["monster_modifiers"])] + [
        (["character", i], c["modifiers"]) for i, c in enumerate(state["characters"])
    ]:
        in_flight = (
            state["attack"]["drawn"] if drawing and drawing[0] == who[0] and who[1] in (None, drawing[1]) else []
        )
        assert sorted(pile["draw"] + pile["discard"] + in_flight) == standard, f"modifier deck of {who} not conserved"
    hexes = [tuple(c["hex"]) for c in state["characters"] if c["hex"] is not None and not c["exhausted"]]
    hexes += [tuple(m["hex"]) for m in state["monsters"]]
    assert len(hexes) == len(set(hexes)), "two figures share a hex"
    assert canonical.loads(canonical.dumps(state)) == state


@pytest.mark.parametrize("party", PARTIES, ids=["+".join(c for c, _ in p) for p in PARTIES])
def test_black_barrow_random_games_end(party):
    rnd = random.Random(len(party))
    state = GAME.setup(options(party), seed=len(party) * 7)
    hands = [None] * len(party)
    for _, after, _ in playout.steps(GAME, state, rnd, POLICY, max_steps=3000):
        state = after
        for i, character in enumerate(state["characters"]):
            if hands[i] is None and character["hand"]:
                hands[i] = cards_of(character)
        check(state, hands)
    status = GAME.status(state)
    assert status["terminal"], f"no end after 3000 actions (phase {status['phase']}, round {state['round']})"
    assert status["outcome"] in ("victory", "defeat")


def test_every_class_is_playable():
    played = {c for party in PARTIES for c, _ in party}
    assert played == set(content.CLASSES)


def test_a_whole_game_at_the_table():
    """Randomness "table": every standee number, ability card and modifier card is a decision
    of the chance seat, answered here from its legal actions."""
    rnd = random.Random(11)
    state = GAME.setup(options(PARTIES[0], "table"))
    assert state["rng"] is None
    chance_decisions = 0
    for action, after, _ in playout.steps(GAME, state, rnd, POLICY, max_steps=3000):
        chance_decisions += action["player"] == -1
        state = after
        check(state, [None] * 2)
    assert GAME.status(state)["terminal"]
    assert chance_decisions > 10


def test_views_hide_hands_decks_and_picks():
    state = GAME.setup(options(PARTIES[0]), seed=3)
    rnd = random.Random(3)
    for _, after, _ in playout.steps(GAME, state, rnd, POLICY, max_steps=40):
        state = after
        for seat in (0, 1, None):
            view = GAME.view(state, seat)
            assert "rng" not in view
            assert all(isinstance(d["draw"], int) for d in view["monster_decks"].values())
            assert isinstance(view["monster_modifiers"]["draw"], int)
            for i, character in enumerate(view["characters"]):
                assert isinstance(character["modifiers"]["draw"], int)
                if state["characters"][i]["seat"] != seat:
                    assert isinstance(character["hand"], int)
