"""Bless and curse (round summary, "Maledizione"/"Benedizione"): a cursed (blessed) figure
"must shuffle a Curse (Bless) card into its current attack modifier deck. Drawn during its
attack, the card does not go to the discards but is removed." Characters have their own
decks, the monsters share one. The supply (``data/modifier_deck.json``): 10 bless cards in
all, 10 curses for the monster deck and 10 for the characters' decks."""

import pytest

from rules.core import InvalidState
from rules.gloomhaven import GAME, conditions, modifiers
from tests.gloomhaven.monster_states import of, play_out, round_one, setup_turn


def test_a_cursed_character_shuffles_a_curse_into_its_own_deck():
    state = round_one()
    events = []
    conditions.give(state, ("character", 1), ["curse"], events)
    assert state["characters"][1]["modifiers"]["draw"].count("curse") == 1
    assert "curse" not in state["characters"][0]["modifiers"]["draw"]
    assert "curse" not in state["characters"][1]["conditions"]  # a card, not a token
    assert of(events, "modifier_shuffled_in")


def test_a_blessed_monster_shuffles_into_the_shared_monster_deck():
    state = round_one()
    conditions.give(state, ("monster", 2), ["bless"], [])
    assert state["monster_modifiers"]["draw"].count("bless") == 1


def test_the_bless_supply_is_shared_by_every_deck():
    state = round_one()
    for _ in range(6):
        conditions.give(state, ("character", 0), ["bless"], [])
    for _ in range(4):
        conditions.give(state, ("monster", 0), ["bless"], [])
    events = []
    conditions.give(state, ("character", 1), ["bless"], events)
    assert "bless" not in state["characters"][1]["modifiers"]["draw"]
    assert of(events, "modifier_supply_empty")


def test_the_curses_of_monsters_and_characters_are_two_supplies():
    state = round_one()
    for _ in range(10):
        conditions.give(state, ("monster", 0), ["curse"], [])
    conditions.give(state, ("monster", 1), ["curse"], [])
    assert state["monster_modifiers"]["draw"].count("curse") == 10
    conditions.give(state, ("character", 0), ["curse"], [])
    assert state["characters"][0]["modifiers"]["draw"].count("curse") == 1
    assert modifiers.supply_left(state, "curse", ("character", 1)) == 9


def test_a_state_beyond_the_supply_is_refused():
    state = round_one()
    state["characters"][0]["modifiers"]["draw"] += ["bless"] * 6
    state["characters"][1]["modifiers"]["draw"] += ["bless"] * 5
    with pytest.raises(InvalidState):
        GAME.check_state(state)


def test_a_drawn_curse_is_removed_from_the_game():
    # A monster attack drawing the curse on top of the monster deck: no damage, and the
    # curse is neither in the draw pile nor in the discards afterwards.
    state = setup_turn("bandit-guard", 527, [("bandit-guard", [2, 3], False, None)], modifiers_on_top=())
    state["monster_modifiers"]["draw"].insert(0, "curse")
    GAME.check_state(state)
    events = play_out(state)
    attacked = of(events, "attacked")[0]
    assert attacked["drawn"] == ["curse"] and attacked["damage"] == 0
    pile = state["monster_modifiers"]
    assert "curse" not in pile["draw"] + pile["discard"]
