"""Hidden information in ``view`` (DESIGN.md: "view(state, player) -> dict — what that player may
see (hidden information removed)"), against what the rulebook makes public or secret."""

import json

import pytest

from rules.core import InvalidState
from rules.foundations_of_rome import GAME

from .conftest import act, draft, make_state

SEED = 987654321987654


def tokens(view) -> str:
    return json.dumps(view)


def quoted(deed):
    return f'"{deed}"'


@pytest.mark.parametrize("viewer", [0, 1, 2, None])
def test_era_decks_show_counts_only(viewer):
    """Rulebook, Game Setup step 9: the Era piles are placed on the Deed board face-down
    ("turn over six Deed cards" only for the Deeds for Sale): their order and contents are
    secret, their sizes are not."""
    state = GAME.setup({"players": 3, "first_player": 0}, SEED)
    view = GAME.view(state, viewer)
    assert view["era_decks"] == [len(d) for d in state["era_decks"]]
    text = tokens(view)
    for deck in state["era_decks"]:
        for deed in deck:
            assert quoted(deed) not in text


@pytest.mark.parametrize("viewer", [0, 1, None])
def test_rng_seed_is_hidden(viewer):
    """DESIGN.md: "a plain state holds everything (deck order, hands, the seed)" - the seed
    would let a player predict every draw, so the view leaves it out."""
    state = GAME.setup({"players": 2, "first_player": 0}, SEED)
    view = GAME.view(state, viewer)
    assert "rng" not in view
    assert str(SEED) not in tokens(view)


def test_public_information_is_shown():
    """Rulebook, Game Setup step 8: "players can look at these piles to determine who owns each
    Lot in the city"; the Deeds for Sale are face-up with their prices; Silver, Victory Points
    (Score board), Population tracker and the buildings are on the table."""
    state = make_state(
        3,
        silver=[4, 5, 6],
        vp=[1, 2, 3],
        deeds={0: "A1", 1: "B2 B3"},
        buildings=[(2, "insula_l", "D4 E4 D5"), (2, "bakery", "G1")],
    )
    for viewer in (0, 1, 2, None):
        view = GAME.view(state, viewer)
        assert view["viewer"] == viewer
        assert [p["silver"] for p in view["players"]] == [4, 5, 6]
        assert [p["vp"] for p in view["players"]] == [1, 2, 3]
        assert [p["deeds"] for p in view["players"]] == [["A1"], ["B2", "B3"], ["D4", "D5", "E4", "G1"]]
        assert [p["population"] for p in view["players"]] == [0, 0, 4]
        assert [p["commercial_silver"] for p in view["players"]] == [0, 0, 1]
        assert [p["lot_markers_on_board"] for p in view["players"]] == [1, 2, 0]
        assert [p["lot_markers_in_tray"] for p in view["players"]] == [7, 6, 8]
        assert view["players"][2]["supply"]["insula_l"] == 0
        assert view["players"][2]["supply"]["bakery"] == 1
        assert view["players"][0]["supply"]["domus"] == 2
        assert view["deeds_for_sale"] == [
            {"deed": d, "price": p} for d, p in zip(state["deeds_for_sale"], [2, 3, 4, 6, 8, 10], strict=False)
        ]
        assert sorted(map(json.dumps, view["buildings"])) == sorted(map(json.dumps, state["buildings"]))
        assert (view["era"], view["phase"], view["current"], view["decision"]) == (1, "turn", 0, "turn")


def test_views_of_a_game_without_drafting_differ_only_in_viewer():
    """Rulebook: without Deed Drafting every deed pile is public, so there is nothing one
    player may see that another may not."""
    state = make_state(4, deeds={0: "A1", 3: "C3"}, buildings=[(1, "domus", "B2")])
    views = [GAME.view(state, p) for p in (0, 1, 2, 3, None)]
    for v in views:
        v.pop("viewer")
    assert all(v == views[0] for v in views)


def test_draft_hides_other_hands():
    """Rulebook, DEED DRAFTING: "deal them all face-down. Hold your cards in your hand, hidden
    from the other players." A player sees their own hand and only the sizes of the others'."""
    state = GAME.setup({"players": 3, "deed_drafting": True, "first_player": 0}, SEED)
    hands = draft(state)["hands"]
    for viewer in (0, 1, 2):
        view = GAME.view(state, viewer)
        assert sorted(view["draft"]["hand"]) == sorted(hands[viewer])
        lot_order = [(deed[0], int(deed[1:])) for deed in view["draft"]["hand"]]
        assert lot_order == sorted(lot_order), "a hand in deal order would reveal deck positions"
        assert view["draft"]["hand_sizes"] == [6, 6, 6]
        text = tokens(view)
        for other in range(3):
            if other != viewer:
                for deed in hands[other]:
                    assert quoted(deed) not in text
    spectator = tokens(GAME.view(state, None))
    assert GAME.view(state, None)["draft"]["hand"] is None
    for hand in hands:
        for deed in hand:
            assert quoted(deed) not in spectator


def test_draft_hides_others_choices_until_revealed():
    """Rulebook, DEED DRAFTING: the chosen card is placed "face-down on the table in front of
    them" - others see that a choice was made, not which card; "Once all players have selected
    a card, players simultaneously flip their cards face-up"."""
    state = GAME.setup({"players": 3, "deed_drafting": True, "first_player": 0}, SEED)
    choice = draft(state)["hands"][1][3]
    state, _ = act(state, "draft_deed", 1, deed=choice)
    mine = GAME.view(state, 1)["draft"]
    assert mine["own_choice"] == choice and mine["chosen"] == [False, True, False]
    for viewer in (0, 2, None):
        view = GAME.view(state, viewer)
        assert view["draft"]["chosen"] == [False, True, False]
        assert view["draft"]["own_choice"] is None
        assert quoted(choice) not in tokens(view)
    # after the reveal every pick is public
    for p in (0, 2):
        state, _ = act(state, "draft_deed", p, deed=draft(state)["hands"][p][0])
    assert choice in GAME.view(state, 0)["players"][1]["deeds"]


def test_view_is_not_a_state():
    """DESIGN.md: a view is for untrusted clients; it must not be usable as a full state (which
    would carry the deck order and the seed)."""
    state = GAME.setup({"players": 2, "first_player": 0}, SEED)
    view = GAME.view(state, 0)
    with pytest.raises(InvalidState):
        GAME.check_state(view)


def test_view_of_a_bad_seat_refused():
    """DESIGN.md: "Players are numbered 0 … n-1"."""
    state = GAME.setup({"players": 2, "first_player": 0}, SEED)
    for bad in (2, -1, "0", True):
        with pytest.raises(InvalidState) as info:
            GAME.view(state, bad)
        assert info.value.code == "invalid_player"
