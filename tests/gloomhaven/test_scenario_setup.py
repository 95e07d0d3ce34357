"""Black Barrow from setup to the first round's initiative order (round summary, "SETUP
SCENARIO" and "Card selection"; rulebook, "Determining Initiative")."""

import pytest

from rules.core import IllegalAction, InvalidOptions, canonical, decisions
from rules.gloomhaven import GAME
from rules.gloomhaven import setup as gsetup

TWO = {
    "scenario": 1,
    "characters": [{"class": "brute", "level": 1, "seat": 0}, {"class": "spellweaver", "level": 1, "seat": 1}],
}
SOLO = {
    "scenario": 1,
    "characters": [{"class": "scoundrel", "level": 1, "seat": 0}, {"class": "tinkerer", "level": 1, "seat": 0}],
}


def play_defaults(state, until):
    """Answer every decision with its first listed action until the top frame is ``until``."""
    for _ in range(200):
        top = decisions.top(state["decisions"])
        if top is None or top["kind"] == until:
            return state
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    raise AssertionError("no end")


def test_setup_levels_for_two_level_1_characters():
    state = GAME.setup(TWO, seed=1)
    # average level 1 / 2 rounded up = 1: monster level 1, traps 3, 2 gold a coin, bonus 6 XP
    assert state["levels"] == {"scenario": 1, "monster": 1, "trap_damage": 3, "gold_per_coin": 2, "bonus_xp": 6}


def test_solo_raises_monster_level_and_trap_damage():
    state = GAME.setup(SOLO, seed=1)
    assert GAME.player_count(state) == 1
    assert state["levels"]["monster"] == 2 and state["levels"]["trap_damage"] == 4


def test_the_starting_room_is_set_for_the_number_of_characters():
    # Black Barrow, first room (L1a): bandit guards for 2 characters, as the scenario data says
    state = GAME.setup(TWO, seed=1)
    assert state["rooms"] == [0]
    kinds = sorted(m["type"] for m in state["monsters"])
    assert kinds and set(kinds) <= {"bandit-guard", "bandit-archer"}
    # standee numbers are distinct per type and drawn at setup
    for kind in set(kinds):
        numbers = [m["standee"] for m in state["monsters"] if m["type"] == kind]
        assert len(set(numbers)) == len(numbers) and None not in numbers


@pytest.mark.parametrize(
    "characters",
    [
        [{"class": "brute", "level": 1, "seat": 0}, {"class": "brute", "level": 1, "seat": 1}],
        [{"class": "brute", "level": 1, "seat": 0}, {"class": "tinkerer", "level": 1, "seat": 2}],
    ],
)
def test_bad_parties_are_refused(characters):
    with pytest.raises(InvalidOptions):
        GAME.setup({"scenario": 1, "characters": characters}, seed=1)


def test_hand_choice_is_the_first_decision_of_each_seat():
    state = GAME.setup(TWO, seed=3)
    top = decisions.top(state["decisions"])
    assert top["kind"] == gsetup.CHOOSE_HAND and decisions.awaiting(state["decisions"]) == [0, 1]
    listed = GAME.legal_actions(state, 0)
    # the documented default: the Brute's level-1 cards (10, his hand size)
    assert listed == [{"type": "choose_hand", "player": 0, "character": 0, "cards": list(range(1, 11))}]


def test_a_hand_is_up_to_the_hand_size_from_level_1_and_x():
    state = GAME.setup(TWO, seed=3)
    brute = {"type": "choose_hand", "player": 0, "character": 0}
    GAME.apply(state, {**brute, "cards": [1, 2, 3, 11, 12, 13]})  # fewer than 10, X cards: fine
    for bad in ([1, 1, 2], list(range(1, 12)), [1, 61]):  # a repeat, 11 cards, a Spellweaver card
        with pytest.raises(IllegalAction) as err:
            GAME.apply(state, {**brute, "cards": bad})
        assert err.value.code == "invalid_hand"
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, {**brute, "character": 1, "cards": [61, 62]})
    assert err.value.code == "not_your_character"


def test_a_hand_stays_secret_until_play():
    state = GAME.setup(TWO, seed=3)
    state, _ = GAME.apply(state, {"type": "choose_hand", "player": 0, "character": 0, "cards": [1, 2, 3, 4]})
    other = GAME.view(state, 1)
    assert "1, 2, 3, 4" not in canonical.dumps(other).decode().replace("[", "").replace("]", "")
    assert other["decisions"][-1]["chosen"] == [True, False]
    assert GAME.view(state, 0)["decisions"][-1]["own_picks"][0] == {"hand": [1, 2, 3, 4]}


def test_characters_are_placed_on_free_starting_hexes():
    state = play_defaults(GAME.setup(TWO, seed=5), gsetup.PLACE)
    listed = GAME.legal_actions(state)
    assert listed and all(a["type"] == "place_character" and a["character"] == 0 for a in listed)
    first = listed[0]
    state, _ = GAME.apply(state, first)
    assert all(a["hex"] != first["hex"] for a in GAME.legal_actions(state))


def test_selection_then_initiative_order():
    state = play_defaults(GAME.setup(TWO, seed=5), gsetup.SELECT)
    assert state["round"] == 1 and state["phase"] == "select"
    lead = {"type": "select_cards", "player": 0, "character": 0, "cards": [5, 1]}  # Brute leads 61
    state, _ = GAME.apply(state, lead)
    # no long rest with an empty discard pile (round summary: "only with at least 2 cards")
    assert not [a for a in GAME.legal_actions(state, 1) if a["type"] == "long_rest"]
    state, events = GAME.apply(state, {"type": "select_cards", "player": 1, "character": 1, "cards": [65, 61]})
    kinds = [e["type"] for e in events]
    assert kinds[0] == "cards_revealed" and "initiative_order" in kinds
    order = [t for group in state["order"] for t in group]
    # Spellweaver 7 first, Brute 61; monsters by their cards' initiatives
    chars = [t["character"] for t in order if "character" in t]
    assert chars == [1, 0]
    assert state["phase"] == "turns"
