"""Escorts that attack (GG's notes on the scenario book): #56 Bandit's Wood, "Captive Orchids
(a) ... allies of the characters, enemies of all monster types; act on initiative 50 every
round performing "Move 3, Attack 3", drawing from whichever character attack modifier deck the
players choose". The monster AI plays the turn on the characters' side, as a summon's."""

import copy

import pytest

from rules.core import InvalidState, decisions
from rules.gloomhaven import GAME, rooms

from .scenario_turns import PAIR


def _orchids_turn(seed=2):
    """#56 with the Orchids' room revealed before round 1, played with first legal actions up
    to the first Orchid's turn."""
    state = GAME.setup({"scenario": 56, "characters": PAIR, "randomness": "seeded"}, seed=seed)
    while state["phase"] != "select":
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    rooms.reveal(state, [1, 2, 3], [])
    assert rooms.fill_in(state, [])
    while not (state["monster_turn"] and "escort" in state["monster_turn"]):
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    return state


def test_the_players_choose_the_deck_the_orchid_draws_from_and_it_attacks_a_monster():
    state = _orchids_turn()
    frame = decisions.top(state["decisions"])
    assert frame["kind"] == "escort_deck" and frame["escort"] == state["monster_turn"]["escort"]
    actions = GAME.legal_actions(state)
    assert [a["character"] for a in actions] == [0, 1]
    GAME.check_state(state)
    weaver = state["characters"][1]["modifiers"]
    brute = copy.deepcopy(state["characters"][0]["modifiers"])
    state, events = GAME.apply(state, actions[1])
    (attacked,) = [e for e in events if e["type"] == "attacked"]
    assert attacked["attacker"][0] == "escort" and attacked["target"][0] == "monster"
    after = state["characters"][1]["modifiers"]
    assert len(after["draw"]) == len(weaver["draw"]) - len(attacked["drawn"]), "from the Spellweaver's deck"
    assert state["characters"][0]["modifiers"] == brute, "not the Brute's"
    assert {
        "type": "damage_suffered",
        "figure": attacked["target"],
        "damage": attacked["damage"],
        "source": "attack",
    } in events
    GAME.check_state(state)


def test_with_one_character_standing_its_deck_is_drawn_without_asking():
    state = _orchids_turn(seed=4)
    standing = [i for i, c in enumerate(state["characters"]) if not c["exhausted"]]
    assert len(standing) == 1
    assert state["monster_turn"]["deck"] == standing[0]
    assert decisions.top(state["decisions"])["kind"] != "escort_deck"


@pytest.mark.parametrize(
    ("edit", "match"),
    [
        (lambda s: s["monster_turn"].update(deck=0), "deck"),  # chosen while the players are asked
        (lambda s: s["monster_turn"].update(escort="Captive Orchid 9"), "escort"),
        (lambda s: s["monster_turn"].pop("escort"), "escort"),
    ],
)
def test_an_escort_turn_is_checked(edit, match):
    state = _orchids_turn()
    edited = copy.deepcopy(state)
    edit(edited)
    with pytest.raises(InvalidState, match=match):
        GAME.check_state(edited)
