"""A published scenario played with first legal actions up to its first character turn: the
starting state of the scenario-rule tests (doors, objectives, escorts, auras)."""

from rules.core import decisions
from rules.gloomhaven import GAME

PAIR = [{"class": "brute", "level": 1, "seat": 0}, {"class": "spellweaver", "level": 1, "seat": 1}]


def first_character_turn(scenario, seed=3, randomness="seeded", characters=PAIR):
    """Scenario ``scenario`` for ``characters`` at its first character turn."""
    options = {"scenario": scenario, "characters": characters, "randomness": randomness}
    state = GAME.setup(options, seed=seed if randomness == "seeded" else None)
    while decisions.top(state["decisions"])["kind"] != "character_turn":
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    return state
