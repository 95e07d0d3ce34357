"""ACTION: BUY A DEED."""

import pytest

from rules.foundations_of_rome import GAME

from .conftest import PRICES, act, events_of, illegal, make_state, one_event, seat


def buy(state, player, deed):
    return act(state, "buy_deed", player, deed=deed)


def test_fabius_buys_b4_example():
    """Rulebook, ACTION: BUY A DEED, example: "Fabius sees Lot B4 for sale and wants to buy it.
    He pays 4 Silver to the bank (A), then takes the card from the Deed board and places it in
    his personal Deed pile (B). Next, he slides the three higher-priced cards down one space
    each (C), before turning over a new Deed card from the current Era deck and placing it on
    the 10 Silver space (D). Finally, he places his Lot marker on Lot B4 of the City board (E)."
    """
    fabius = 1
    state = make_state(
        4, current=fabius, silver={fabius: 9}, deeds={fabius: "F6 F7"}, for_sale="A1 C2 B4 D5 E6 G7", deck="H8 I9 A9"
    )
    before = GAME.view(state, fabius)
    assert [s["price"] for s in before["deeds_for_sale"]] == [2, 3, 4, 6, 8, 10]
    assert before["deeds_for_sale"][2] == {"deed": "B4", "price": 4}

    new, events = buy(state, fabius, "B4")

    assert new["players"][fabius]["silver"] == 9 - 4  # (A)
    assert "B4" in new["players"][fabius]["deeds"]  # (B)
    assert new["deeds_for_sale"] == ["A1", "C2", "D5", "E6", "G7", "H8"]  # (C) and (D)
    assert new["era_decks"][0] == ["I9", "A9"]
    after = GAME.view(new, fabius)
    assert [(s["deed"], s["price"]) for s in after["deeds_for_sale"]] == [
        ("A1", 2),
        ("C2", 3),
        ("D5", 4),
        ("E6", 6),
        ("G7", 8),
        ("H8", 10),
    ]
    me = after["players"][fabius]  # (E)
    assert me["lot_markers_on_board"] == 3 and me["lot_markers_in_tray"] == 5
    assert one_event(events, "deed_bought") == {"type": "deed_bought", "player": fabius, "deed": "B4", "price": 4}
    assert one_event(events, "deed_drawn") == {"type": "deed_drawn", "deed": "H8", "slot": 5, "price": 10}
    assert [e["type"] for e in events] == ["deed_bought", "deed_drawn"]
    assert seat(new) == 2  # then the player to his left


@pytest.mark.parametrize("slot", range(6))
def test_slot_prices(slot):
    """Rulebook, BUY A DEED step A: "Pay the amount of Silver shown above the Deed you wish to
    purchase." Slot prices 2, 3, 4, 6, 8, 10 (research notes, probable)."""
    state = make_state(3, silver={0: 10})
    deed = state["deeds_for_sale"][slot]
    new, events = buy(state, 0, deed)
    assert new["players"][0]["silver"] == 10 - PRICES[slot]
    assert one_event(events, "deed_bought")["price"] == PRICES[slot]
    # the cheaper cards stay, the dearer ones slide down, the new card goes to the end
    assert new["deeds_for_sale"][:slot] == state["deeds_for_sale"][:slot]
    assert new["deeds_for_sale"][slot:5] == state["deeds_for_sale"][slot + 1 :]
    assert new["deeds_for_sale"][5] == state["era_decks"][0][0]


def test_insufficient_silver_refused():
    """Rulebook, BUY A DEED step A: you must "Pay the amount of Silver shown above the Deed";
    a player with 3 Silver cannot pay 4."""
    state = make_state(3, silver={0: 3})
    listed = [a["deed"] for a in GAME.legal_actions(state, 0) if a["type"] == "buy_deed"]
    assert listed == state["deeds_for_sale"][:2]
    err = illegal(state, {"type": "buy_deed", "player": 0, "deed": state["deeds_for_sale"][2]})
    assert err.code == "insufficient_silver"


def test_exact_silver_is_enough():
    """Rulebook, BUY A DEED step A: paying all your Silver is allowed."""
    state = make_state(3, silver={0: 4})
    new, _ = buy(state, 0, state["deeds_for_sale"][2])
    assert new["players"][0]["silver"] == 0


def test_no_silver_no_purchase():
    """Rulebook, BUY A DEED step A: the cheapest deed costs 2 Silver."""
    state = make_state(2, silver={0: 1})
    assert not [a for a in GAME.legal_actions(state, 0) if a["type"] == "buy_deed"]
    assert (
        illegal(state, {"type": "buy_deed", "player": 0, "deed": state["deeds_for_sale"][0]}).code
        == "insufficient_silver"
    )


def test_refused_when_all_lot_markers_on_the_board():
    """Rulebook, BUY A DEED: "You may not take this action if all your Lot markers are
    already on the City board." (8 Lot markers per player.)"""
    state = make_state(4, silver={0: 50}, deeds={0: "A1 A3 A5 A7 C1 C3 C5 C7"})
    assert GAME.view(state, 0)["players"][0]["lot_markers_in_tray"] == 0
    assert not [a for a in GAME.legal_actions(state, 0) if a["type"] == "buy_deed"]
    err = illegal(state, {"type": "buy_deed", "player": 0, "deed": state["deeds_for_sale"][0]})
    assert err.code == "no_lot_markers"


def test_last_lot_marker_can_be_used():
    """Rulebook, BUY A DEED: only when "all your Lot markers are already on the City board"
    is buying refused; with 7 on the board the 8th may be placed. Built lots hold no marker."""
    state = make_state(
        4, silver={0: 50}, deeds={0: "A1 A3 A5 A7 C1 C3 C5"}, buildings=[(0, "grand_insula_square", "E1 F1 E2 F2")]
    )
    assert len([a for a in GAME.legal_actions(state, 0) if a["type"] == "buy_deed"]) == 6
    new, _ = buy(state, 0, state["deeds_for_sale"][0])
    assert GAME.view(new, 0)["players"][0]["lot_markers_in_tray"] == 0
    assert len(new["players"][0]["deeds"]) == 12


def test_buildings_free_lot_markers_for_buying():
    """Rulebook, CONSTRUCT: you place the Building "after retrieving the Lot markers from that
    space to use later" - after building on marked lots the player may buy again."""
    state = make_state(4, silver={0: 50}, deeds={0: "A1 A2 A5 A7 C1 C3 C5 C7"})
    new, _ = act(state, "construct", 0, building="domus_maxima", lots=["A1", "A2"])
    for p in (1, 2, 3):
        new, _ = act(new, "take_income", p)
    assert GAME.view(new, 0)["players"][0]["lot_markers_in_tray"] == 2
    assert [a for a in GAME.legal_actions(new, 0) if a["type"] == "buy_deed"]


def test_no_refill_once_the_era_deck_is_empty():
    """Rulebook, BUY A DEED: "When the last Deed card for the current Era is drawn, do not
    refill the Deeds for Sale when taking this action until the end of the Era"; step C
    "Slide the other Deed cards to the left to fill the empty space" - the board shrinks and
    the remaining cards get the cheaper prices."""
    state = make_state(3, silver={0: 20, 1: 20}, for_sale="A1 B2 C3 D4 E5 F6", deck=[])
    new, events = buy(state, 0, "A1")
    assert not events_of(events, "deed_drawn")
    assert new["deeds_for_sale"] == ["B2", "C3", "D4", "E5", "F6"]
    assert [(s["deed"], s["price"]) for s in GAME.view(new, 0)["deeds_for_sale"]] == [
        ("B2", 2),
        ("C3", 3),
        ("D4", 4),
        ("E5", 6),
        ("F6", 8),
    ]
    assert new["phase"] == "turn"  # cards remain: the Era goes on
    new, events = buy(new, 1, "F6")
    assert one_event(events, "deed_bought")["price"] == 8
    assert new["deeds_for_sale"] == ["B2", "C3", "D4", "E5"]


def test_the_last_deck_card_is_drawn_then_no_more():
    """Rulebook, BUY A DEED step D "Fill the last spot by turning over the top Deed card from
    the deck" until "the last Deed card for the current Era is drawn"."""
    state = make_state(2, silver=[20, 20], for_sale="A1 B2 C3 D4 E5 F6", deck="G7")
    state, events = buy(state, 0, "C3")
    assert one_event(events, "deed_drawn")["deed"] == "G7"
    assert state["deeds_for_sale"] == ["A1", "B2", "D4", "E5", "F6", "G7"]
    assert state["era_decks"][0] == []
    state, events = buy(state, 1, "A1")
    assert not events_of(events, "deed_drawn")
    assert state["deeds_for_sale"] == ["B2", "D4", "E5", "F6", "G7"]


def test_only_deeds_for_sale_can_be_bought():
    """Rulebook, BUY A DEED: "You may purchase any of the Deed cards available on the Deed
    board" - not a card still in an Era deck, nor a lot someone owns."""
    state = make_state(3, silver={0: 50}, deeds={1: "A1"})
    for deed in (state["era_decks"][0][0], state["era_decks"][1][0], "A1"):
        assert illegal(state, {"type": "buy_deed", "player": 0, "deed": deed}).code == "deed_not_for_sale"
    assert illegal(state, {"type": "buy_deed", "player": 0, "deed": "Z9"}).code == "deed_not_for_sale"
    assert illegal(state, {"type": "buy_deed", "player": 0}).code == "malformed_action"


def test_legal_purchases_are_exactly_the_affordable_deeds():
    """Rulebook, BUY A DEED: any deed on the board whose price the player can pay."""
    state = make_state(3, silver={0: 6})
    listed = [a for a in GAME.legal_actions(state, 0) if a["type"] == "buy_deed"]
    assert listed == [{"type": "buy_deed", "player": 0, "deed": d} for d in state["deeds_for_sale"][:4]]


def test_bought_lot_is_owned_and_buildable():
    """Rulebook, BUY A DEED step E: "Place one of your Lot markers on the corresponding Lot";
    CONSTRUCT: "You can only construct Buildings on Lots that you own"."""
    state = make_state(2, silver=[10, 10], for_sale="A1 B2 C3 D4 E5 F6")
    state, _ = buy(state, 0, "C3")
    state, _ = act(state, "take_income", 1)
    assert {"type": "construct", "player": 0, "building": "domus", "lots": ["C3"]} in GAME.legal_actions(state, 0)
