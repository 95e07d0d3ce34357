"""Custom scenarios written out in a test, played to the turns the tests need: round 1 after card
selection, a monster type's turn next, a random playout to the end."""

import random

from rules.gloomhaven import GAME

from .monster_states import show, stack
from .test_turns import BRUTE, answer_first

PAIR = [{"class": "brute", "level": 1, "seat": 0}, {"class": "spellweaver", "level": 1, "seat": 1}]


def options(scenario: dict, characters=PAIR) -> dict:
    return {"scenario": scenario, "characters": characters}


def round_one(scenario: dict) -> dict:
    """Round 1 after selection: the Brute (Provoking Roar, 10) and the Spellweaver (80)."""
    state = answer_first(GAME.setup(options(scenario), seed=5), "select_cards")
    state, _ = GAME.apply(state, {"type": "select_cards", **BRUTE, "cards": [4, 5]})
    state, _ = GAME.apply(state, {"type": "select_cards", "player": 1, "character": 1, "cards": [63, 68]})
    return state


def monster_turn_next(state: dict, kind: str, card: int, brute, weaver) -> dict:
    """``state`` with monster type ``kind``'s turn next, ``card`` of its deck shown, the Brute (its
    turn done) on ``brute`` and the Spellweaver on ``weaver``, whose turn comes after."""
    show(state, kind, card)
    state["characters"][0]["hex"], state["characters"][1]["hex"] = list(brute), list(weaver)
    stack(state["monster_modifiers"], ["plus0"] * 4)
    state["decisions"], state["order"] = [], [[{"monster": kind}], [{"character": 1}]]
    state["acting"], state["turn"], state["attack"] = False, None, None
    brute_ = state["characters"][0]
    brute_["discard"], brute_["in_play"] = brute_["discard"] + brute_["in_play"], []
    GAME.check_state(state)
    return state


def play_to_the_end(scenario: dict, seed: int, characters=PAIR) -> dict:
    """A random playout of ``scenario`` (at most 3,000 actions); the last state."""
    rng = random.Random(seed)
    state = GAME.setup(options(scenario, characters), seed=seed)
    for _ in range(3000):
        if GAME.status(state)["terminal"]:
            break
        state, _ = GAME.apply(state, rng.choice(GAME.legal_actions(state)), trusted=True)
    return state
