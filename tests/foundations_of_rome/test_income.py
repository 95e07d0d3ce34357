"""ACTION: TAKE INCOME."""

import pytest

from rules.foundations_of_rome import GAME

from .conftest import act, make_state, one_event, seat


def test_cornelia_takes_income_example():
    """Rulebook, ACTION: TAKE INCOME, example: "Cornelia decides to take income on her turn.
    She gets 5 Silver from Romulus, plus 3 Silver for the Bakery and Artisan Studio she has
    on the City board, so she takes a total of 8 Silver from the bank" (Bakery 1 + Artisan
    Forum 2, the Artisan Studio of the example)."""
    cornelia = 2
    state = make_state(
        4,
        current=cornelia,
        silver={cornelia: 4},
        buildings=[(cornelia, "bakery", "B2"), (cornelia, "artisan_forum_l", "D4 E4 D5")],
    )
    new, events = act(state, "take_income", cornelia)
    assert new["players"][cornelia]["silver"] == 4 + 8
    assert one_event(events, "income_taken") == {"type": "income_taken", "player": cornelia, "silver": 8}
    assert events[0]["type"] == "income_taken"


def test_income_without_buildings_is_five():
    """Rulebook, TAKE INCOME: "Doing so will gain you 5 Silver from the bank"."""
    state = make_state(3, current=1, silver=[5, 0, 7])
    new, events = act(state, "take_income", 1)
    assert [p["silver"] for p in new["players"]] == [5, 5, 7]
    assert one_event(events, "income_taken")["silver"] == 5


def test_income_counts_every_commercial_building():
    """Rulebook, TAKE INCOME: "you will receive Silver equal to the value of the Commercial
    Buildings you have constructed": Bakery 1 x2, Pottery Studio 1 x2, Artisan Forum 2 x2,
    Foundry 3 x2 (research notes) = 14, so 5 + 14 = 19."""
    state = make_state(
        2,
        silver=[0, 0],
        buildings=[
            (0, "bakery", "A1"),
            (0, "bakery", "A3"),
            (0, "pottery_studio", "C1 C2"),
            (0, "pottery_studio", "E1 F1"),
            (0, "artisan_forum_long", "A5 B5 C5"),
            (0, "artisan_forum_l", "E3 E4 F4"),
            (0, "foundry_long", "G1 G2 G3 G4"),
            (0, "foundry_square", "E6 F6 E7 F7"),
        ],
    )
    new, _ = act(state, "take_income", 0)
    assert new["players"][0]["silver"] == 19


def test_residential_and_civic_buildings_give_no_income():
    """Rulebook, TAKE INCOME: Silver "equal to the value of the Commercial Buildings" only."""
    state = make_state(
        2,
        silver=[0, 0],
        buildings=[
            (0, "grand_insula_square", "A1 B1 A2 B2"),
            (0, "marketplace", "D1 D2"),
            (0, "market", "F1"),
            (0, "bakery", "F3"),
        ],
    )
    new, _ = act(state, "take_income", 0)
    assert new["players"][0]["silver"] == 6


def test_other_players_commercial_buildings_do_not_count():
    """Rulebook, TAKE INCOME: "the Commercial Buildings *you* have constructed"."""
    state = make_state(2, current=1, silver=[0, 0], buildings=[(0, "foundry_long", "A1 A2 A3 A4")])
    new, _ = act(state, "take_income", 1)
    assert [p["silver"] for p in new["players"]] == [0, 5]


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_turn_passes_to_the_left(n):
    """Rulebook, PLAYER TURNS: "After you complete your action, your turn is over and the
    player to your left begins their turn" - seat order, wrapping from the last seat to 0."""
    state = make_state(n, first=n - 1)
    order = []
    for _ in range(n + 1):
        player = GAME.status(state)["awaiting"][0]
        order.append(player)
        state, _ = act(state, "take_income", player)
    assert order == [n - 1] + list(range(n))


def test_income_changes_nothing_else():
    """Rulebook, TAKE INCOME is only a gain of Silver: the Deed board, the decks and the city
    are unchanged."""
    state = make_state(3, deeds={0: "A1 A2"}, buildings=[(0, "bakery", "C3")])
    new, _ = act(state, "take_income", 0)
    for key in ("deeds_for_sale", "era_decks", "buildings", "era", "phase"):
        assert new[key] == state[key]
    assert [p["deeds"] for p in new["players"]] == [p["deeds"] for p in state["players"]]
    assert new["players"][0]["vp"] == 0


def test_income_is_allowed_on_a_final_turn():
    """Rulebook, THE END OF AN ERA: "each player takes one final turn to collect income or
    build"."""
    state = make_state(
        3,
        era=2,
        phase="final_turn",
        current=2,
        final_turns_left=3,
        buildings=[(2, "pottery_studio", "B2 B3")],
        silver=[0, 0, 1],
    )
    assert {"type": "take_income", "player": 2} in GAME.legal_actions(state, 2)
    new, events = act(state, "take_income", 2)
    assert new["players"][2]["silver"] == 1 + 6
    assert seat(new) == 0 and new["final_turns_left"] == 2
