"""WILL OF THE CONSUL COOPERATIVE MODULE played by the engine (option ``consul``). Each test
quotes the rulebook line (shared/rulebooks/foundations-of-rome.txt) it checks; "reading" marks
the project's choice where the rulebook leaves a gap (docs/foundations-of-rome-consul.md)."""

import pytest

from rules.core import CHANCE, InvalidOptions, InvalidState
from rules.foundations_of_rome import GAME
from rules.foundations_of_rome.checks import check_options

from .conftest import act, events_of, illegal, one_event
from .consul_helpers import TOKENS, chance_pick, consul_state, size, table_setup


def consul_tokens(state):
    return {t["token"]: t["lots"] for t in state["consul"]["tokens"]}


def all_tokens(state):
    c = state["consul"]
    return [t["token"] for t in c["tokens"]] + [x for p in c["piles"] + c["discards"] for x in p]


# --- setup ---------------------------------------------------------------------------
@pytest.mark.parametrize("difficulty, deeds", [("standard", 0), ("hard", 2), ("challenge", 4)])
def test_setup_by_difficulty(difficulty, deeds):
    """Line 618: "Players and the Consul begin the game with 5 Victory Points"; line 619: "Place
    the Consul card PLANNING side face-up in front of the first player"; line 620: one face-down
    pile per size; lines 625/629/633: 0 / 2 / 4 random Deed cards, "Place a Building token on
    each associated Lot"."""
    state = GAME.setup({"players": 3, "first_player": 1, "consul": difficulty}, 7)
    c = state["consul"]
    assert c["vp"] == 5 and [info["vp"] for info in state["players"]] == [5, 5, 5]
    assert c["card"] == "PLANNING" and c["controller"] == 1
    assert len(c["deeds"]) == deeds and not c["forgone"]
    owned = {d for info in state["players"] for d in info["deeds"]}
    assert owned.isdisjoint(c["deeds"]) and set(state["deeds_for_sale"]).isdisjoint(c["deeds"])
    assert not any(set(c["deeds"]) & set(deck) for deck in state["era_decks"])
    drawn = [c["pending"]["token"]] if c["pending"] else []
    assert sorted(all_tokens(state) + drawn) == sorted(TOKENS)
    while state["decisions"][-1]["kind"] == "place_consul_token":  # the controller places
        state, _ = GAME.apply(state, GAME.legal_actions(state, 1)[0])
    covered = {x for t in state["consul"]["tokens"] for x in t["lots"]}
    assert covered == set(c["deeds"]) and state["decisions"] == [{"kind": "turn", "seat": 1}]


def test_without_the_option_there_is_no_consul():
    state = GAME.setup({"players": 3}, 7)
    assert state["consul"] is None and state["options"]["consul"] is None
    assert [info["vp"] for info in state["players"]] == [0, 0, 0]
    assert GAME.view(state, 0)["consul"] is None


def test_hard_adjacent_starting_lots_get_a_size_2_token_at_the_table():
    """Line 629: "The Consul starts with 2 random Deed cards. Place a Building token on each
    associated Lot. If these Lots are adjacent, place a size 2 Building token." At the table the
    deeds and the token are draws of the chance seat."""
    state, events = table_setup(2, "hard", consul_deeds=["C3", "C4"], consul_tokens=["com2-3"])
    assert state["phase"] == "turn" and state["consul"]["deeds"] == ["C3", "C4"]
    assert consul_tokens(state) == {"com2-3": ["C3", "C4"]}
    assert [e["deed"] for e in events_of(events, "consul_deed_dealt")] == ["C3", "C4"]
    assert state["consul"]["piles"][1] == [None] * 7  # face down, order unknown at the table


def test_hard_separate_starting_lots_the_controller_places_each_token():
    """Line 629 "Place a Building token on each associated Lot"; the controller (the first player,
    line 619) chooses which lot the drawn token goes on when it fits on either."""
    state, _ = table_setup(3, "hard", consul_deeds=["A1", "F6"], consul_tokens=["com1-1", "res1-2"], place=["F6"])
    assert consul_tokens(state) == {"com1-1": ["F6"], "res1-2": ["A1"]}


def test_challenge_starting_lots_take_the_largest_token_per_contiguous_group():
    """Line 633: "If any are adjacent, place the largest possible Building token on each
    contiguous Lot." Four in a row: one size 4 token."""
    state, _ = table_setup(4, "challenge", consul_deeds=["B2", "C2", "D2", "E2"], consul_tokens=["res4-2"])
    assert consul_tokens(state) == {"res4-2": ["B2", "C2", "D2", "E2"]}


def test_table_draw_outcomes_are_the_unseen_tokens_of_the_size_needed():
    """Line 620: a face-down pile per size: the table's draw may be any token of that size not
    in play or discarded; only the chance seat decides."""
    opts = {"players": 2, "first_player": 0, "randomness": "table", "consul": "hard"}
    state = GAME.setup(opts)
    deeds = ["C3", "C4"]
    while state["decisions"][-1]["kind"] != "draw_consul_token":
        kind = state["decisions"][-1]["kind"]
        prefer = deeds.pop(0) if kind == "deal_consul_deed" else None
        state, _ = GAME.apply(state, chance_pick(state, prefer, avoid=("C3", "C4")))
    outcomes = [a["outcome"] for a in GAME.legal_actions(state, CHANCE)]
    assert outcomes == [t for t in TOKENS if size(t) == 2]
    assert all(GAME.legal_actions(state, p) == [] for p in range(2))
    assert (
        illegal(state, {"type": "draw_consul_token", "player": CHANCE, "outcome": "res1-1"}).code
        == "impossible_outcome"
    )


# --- options -------------------------------------------------------------------------
@pytest.mark.parametrize("extra", [{"players": 5}, {"stealing": True}])
def test_other_modules_and_five_players_are_refused(extra):
    """Line 612: "Only playable with 2-4 players. You may choose to incorporate the Monuments
    Expansion, but no other Modules may be used." """
    with pytest.raises(InvalidOptions, match="consul"):
        GAME.setup({"players": 4, "consul": "hard", **extra}, 1)


@pytest.mark.parametrize("module", ["trading", "objectives", "invocations", "roles"])
def test_modules_not_built_yet_are_refused_too(module):
    opts = {"players": 3, "first_player": None, "consul": "standard", module: True}
    with pytest.raises(InvalidOptions, match=module):
        check_options(opts)
    check_options({**opts, module: False})


def test_monuments_and_deed_drafting_are_allowed():
    """Line 612 (Monuments allowed); Deed Drafting is a setup rule, not a module."""
    state = GAME.setup({"players": 4, "consul": "challenge", "monuments": True, "deed_drafting": True}, 3)
    GAME.check_state(state)
    assert state["consul"]["difficulty"] == "challenge"


# --- the Consul's turn ---------------------------------------------------------------
def test_planning_ready_then_the_consul_acts_every_second_round():
    """Line 640: "After the starting player finishes their turn, they must flip the Consul card to
    the READY side. If the Consul card is already on the READY side, perform the following
    steps"; line 661: "Afterward, flip the Consul card to the PLANNING side." The starting
    player is the Consul's controller (reading)."""
    state = consul_state(2)
    state, events = act(state, "take_income", 0)
    assert state["consul"]["card"] == "READY" and one_event(events, "consul_card_flipped")["side"] == "READY"
    assert not events_of(events, "consul_deed_taken")
    state, events = act(state, "take_income", 1)  # not the controller: nothing happens
    assert state["consul"]["card"] == "READY" and not events_of(events, "consul_card_flipped")
    state, events = act(state, "take_income", 0)
    assert state["consul"]["card"] == "PLANNING" and len(events_of(events, "consul_deed_taken")) == 1
    state, events = act(state, "take_income", 1)
    state, events = act(state, "take_income", 0)
    assert state["consul"]["card"] == "READY" and not events_of(events, "consul_deed_taken")


def test_the_consul_takes_the_leftmost_deed_and_the_board_slides_and_refills():
    """Lines 642-644: "Take the leftmost card on the Deed board. That Deed now belongs to the
    Consul. Place the Deed card off to the side, in a separate Deed discard pile for the Consul.
    Slide the Deed cards down and draw a new card from that Era's Deed deck as normal." """
    state = consul_state(2, card="READY", for_sale="G7 B2 C3 D4 E5 F6", deck="A7 B7 C7")
    state, events = act(state, "take_income", 0)
    assert state["deeds_for_sale"] == ["B2", "C3", "D4", "E5", "F6", "A7"]
    assert state["era_decks"][0] == ["B7", "C7"]
    assert state["consul"]["deeds"] == ["G7"]
    assert one_event(events, "consul_deed_taken")["deed"] == "G7"
    # a new lot touching no token: the top size 1 token (line 650)
    assert consul_tokens(state) == {"res1-1": ["G7"]}
    assert "G7" not in state["players"][0]["deeds"] + state["players"][1]["deeds"]


def test_the_largest_token_covering_the_new_lot_and_the_tokens_it_touches():
    """Line 652: "If the new Lot connects to one or more of the Consul's existing Building tokens,
    place the largest Building token possible on those Lots. Remove the smaller Building tokens
    and place them in token discard piles based on their size." """
    state = consul_state(2, card="READY", tokens=[("res1-1", "C3"), ("com1-1", "C5")], for_sale="C4 A1 A2 A3 A4 A5")
    state, events = act(state, "take_income", 0)
    assert consul_tokens(state) == {"res3-1": ["C3", "C4", "C5"]}
    assert state["consul"]["discards"][0] == ["res1-1", "com1-1"]
    assert {e["token"] for e in events_of(events, "consul_token_discarded")} == {"res1-1", "com1-1"}
    assert state["consul"]["pending"] is None


def test_the_controller_chooses_where_the_token_goes_when_several_placements_fit():
    """Line 652 with several largest placements: "Any choice the rules leave to the controlling
    player is that player's decision" (the issue). A T of lots takes a size 3 in three ways."""
    state = consul_state(
        3, card="READY", tokens=[("res1-1", "B3"), ("res1-2", "D3"), ("com1-1", "C4")], for_sale="C3 A1 A2 A3 A4 A5"
    )
    state, _ = act(state, "take_income", 0)
    assert state["decisions"][-1] == {"kind": "place_consul_token", "seat": 0}
    listed = [a["lots"] for a in GAME.legal_actions(state, 0)]
    assert sorted(listed) == [["B3", "C3", "C4"], ["B3", "C3", "D3"], ["C3", "C4", "D3"]]
    assert GAME.legal_actions(state, 1) == [] and GAME.status(state)["awaiting"] == [0]
    bad = {"type": "place_consul_token", "player": 0, "lots": ["C3", "C4", "C5"]}
    assert illegal(state, bad).code == "consul_placement"
    state, events = act(state, "place_consul_token", 0, lots="B3 C3 D3")
    assert consul_tokens(state) == {"com1-1": ["C4"], "res3-1": ["B3", "C3", "D3"]}
    assert state["decisions"] == [{"kind": "turn", "seat": 1}]


def test_lots_left_empty_are_refilled_with_the_largest_token_that_fits():
    """Line 653: "If this would cause one or more Lots the Consul owns to become empty, draw the
    largest token(s) that can occupy those Lots and place it in the vacant space." A size 3 over
    C3 D3 D4 leaves B3 (of the size 2 B3-C3) empty: a size 1 goes there."""
    state = consul_state(2, card="READY", tokens=[("res2-1", "B3 C3"), ("res1-1", "D4")], for_sale="D3 A1 A2 A3 A4 A5")
    state, _ = act(state, "take_income", 0)
    state, events = act(state, "place_consul_token", 0, lots="C3 D3 D4")
    tokens = consul_tokens(state)
    assert tokens["res3-1"] == ["C3", "D3", "D4"] and tokens["res1-2"] == ["B3"]
    assert state["consul"]["discards"][:2] == [["res1-1"], ["res2-1"]]
    assert [e["token"] for e in events_of(events, "consul_token_placed")] == ["res3-1", "res1-2"]


def test_an_empty_pile_is_reshuffled_from_its_discards():
    """Line 657: "If a face-down token pile is empty, shuffle the token discards to form a new
    face-down pile". Seeded: the new pile is shuffled from the seed."""
    # the other size 1 tokens are in play on separate lots
    others = [t for t in TOKENS if size(t) == 1 and t not in ("res1-3", "com1-4")]
    spots = ["A7", "C7", "E7", "G1", "G3", "G5", "E1", "E3", "E5", "C1"]
    state = consul_state(
        2,
        card="READY",
        tokens=list(zip(others, spots, strict=True)),
        discards=["res1-3", "com1-4"],
        for_sale="G7 A1 A2 A3 A4 A5",
    )
    state, events = act(state, "take_income", 0)
    shuffled = one_event(events, "consul_tokens_reshuffled")
    assert shuffled == {"type": "consul_tokens_reshuffled", "size": 1, "count": 2}
    drawn = one_event(events, "consul_token_drawn")["token"]
    assert drawn in ("res1-3", "com1-4") and consul_tokens(state)[drawn] == ["G7"]
    assert state["consul"]["discards"][0] == [] and len(state["consul"]["piles"][0]) == 1


def test_no_token_of_the_size_left_the_consul_scores_7_instead_of_the_lot():
    """Line 659: "If there are no more of the needed building size, the Consul does not take the
    Lot. Instead, the Consul receives 7 Victory Points." (The card stays in its discard pile,
    the lot nobody's: reading.)"""
    ones = [t for t in TOKENS if size(t) == 1]
    spots = ["A1", "A3", "A5", "A7", "C1", "C3", "C5", "C7", "E1", "E3", "E5", "E7"]
    state = consul_state(2, card="READY", tokens=list(zip(ones, spots, strict=True)), for_sale="G7 B2 B4 B6 D2 D4")
    state, events = act(state, "take_income", 0)
    c = state["consul"]
    assert one_event(events, "consul_exhausted") == {"type": "consul_exhausted", "deed": "G7", "size": 1, "vp": 7}
    assert c["vp"] == 12 and c["forgone"] == ["G7"] and "G7" not in c["deeds"]
    assert "G7" not in state["deeds_for_sale"]
    assert "G7" not in [x for t in c["tokens"] for x in t["lots"]]


def test_the_consul_taking_the_last_deed_starts_the_final_turns():
    """THE END OF AN ERA: "Once the Deed board is empty for the round, each player takes one final
    turn" - also when the Consul empties it."""
    state = consul_state(2, card="READY", for_sale="G7", deck=0)
    state, events = act(state, "take_income", 0)
    assert state["phase"] == "final_turn" and state["decisions"] == [{"kind": "final_turn", "seat": 1}]
    assert one_event(events, "era_ending")


def test_control_passes_clockwise_each_era():
    """Line 687: "pass the Consul card (and control of the Consul) clockwise to the next player." """
    state = consul_state(3, first=2, phase="final_turn", final_turns_left=1, current=1)
    assert state["consul"]["controller"] == 2
    state, events = act(state, "take_income", 1)
    assert state["era"] == 2 and state["consul"]["controller"] == 0
    assert one_event(events, "consul_control_passed")["player"] == 0


# --- scoring -------------------------------------------------------------------------
def test_the_rulebook_population_example_in_an_era_scoring():
    """Line 669-671: "the player (including the Consul) that has the most Population will receive
    the majority bonus ... All other players will receive a Victory Points penalty for the
    difference" - "the Consul has 12 Population and Titus has 10 Population. The Consul will
    receive 4 Victory Points bonus and Titus will receive a -2 Victory Points penalty." """
    titus = [(0, "grand_insula_long", "A1 B1 C1 D1"), (0, "insula_long", "A3 B3 C3")]
    state = consul_state(
        2,
        tokens=[("res4-1", "A6 B6 C6 D6"), ("res4-2", "F1 G1 F2 G2")],
        buildings=titus,
        phase="final_turn",
        final_turns_left=1,
        current=1,
    )
    state, events = act(state, "take_income", 1)
    scored = one_event(events, "era_scored")
    assert scored["players"][0]["population"] == {"citizens": 10, "vp": -2}
    assert scored["players"][1]["population"] == {"citizens": 0, "vp": -12}
    assert scored["consul"]["population"] == {"citizens": 12, "vp": 4}
    assert scored["consul"]["total_vp"] == state["consul"]["vp"] == 9
    assert state["players"][0]["vp"] == -2 and state["players"][1]["vp"] == -12


def test_the_consuls_commercial_tokens_score_as_normal():
    """Line 673: "The rest of the Buildings score as normal." Flat VP each Era, and in the final
    Era the silver as VP too (END OF GAME)."""
    tokens = [("com4-1", "A6 B6 C6 D6"), ("com2-1", "F1 G1")]
    state = consul_state(2, tokens=tokens, phase="final_turn", final_turns_left=1, current=1)
    state, events = act(state, "take_income", 1)
    assert one_event(events, "era_scored")["consul"]["commercial"] == {"vp": 5 + 2, "silver": 0}


def test_civic_buildings_count_the_consuls_adjacent_tokens():
    """Line 310: civic buildings score "for any adjacent Buildings"; the Consul's tokens are
    Building tokens (reading). A Fountain beside a Consul token and a Domus: 2 VP."""
    state = consul_state(
        2,
        tokens=[("res2-1", "C3 C4")],
        buildings=[(0, "fountain", "B3"), (0, "domus", "A3")],
        phase="final_turn",
        final_turns_left=1,
        current=1,
    )
    state, events = act(state, "take_income", 1)
    assert one_event(events, "era_scored")["players"][0]["civic"][0]["vp"] == 2


# --- deed prices ---------------------------------------------------------------------
def test_the_rulebook_deed_price_example_in_legal_actions_and_buy_deed():
    """Lines 679-683: "Every 2 Silver icons on the Consul's Commercial Building tokens (that are in
    play) increases the minimum Deed price on the Market board by +1 Silver." - "The Consul has 4
    Silver icons across their Building tokens in the city, raising the Minimum Deed price +2. The
    2 Silver and 3 Silver Deed spaces are now each worth 4 Silver." (com4: 3 silver, com1: 1.)"""
    tokens = [("com4-1", "A6 B6 C6 D6"), ("com1-1", "F1")]
    state = consul_state(2, tokens=tokens, for_sale="B2 C2 D2 E2 F2 G2", silver={0: 4, 1: 3})
    view = GAME.view(state, 0)
    assert [d["price"] for d in view["deeds_for_sale"]] == [4, 4, 4, 6, 8, 10]
    assert view["consul"]["minimum_deed_price"] == 4 and view["consul"]["commercial_silver"] == 4
    buys = [a["deed"] for a in GAME.legal_actions(state, 0) if a["type"] == "buy_deed"]
    assert buys == ["B2", "C2", "D2"]
    state, events = act(state, "buy_deed", 0, deed="C2")
    assert one_event(events, "deed_bought")["price"] == 4 and state["players"][0]["silver"] == 0
    poorer = consul_state(2, tokens=tokens, for_sale="B2 C2 D2 E2 F2 G2", silver={0: 3, 1: 3})
    assert illegal(poorer, {"type": "buy_deed", "player": 0, "deed": "B2"}).code == "insufficient_silver"


# --- the outcome ---------------------------------------------------------------------
@pytest.mark.parametrize("scores, won", [((30, 31), True), ((30, 20), False), ((20, 40), False)])
def test_the_players_win_only_if_each_outscores_the_consul(scores, won):
    """Line 691: "After final scoring, the players win if each player has a higher individual
    score than the Consul. Otherwise, the Consul wins." (a tie is a loss). The status: scores are
    the players' VP; outcome victory/defeat; winners every seat or none."""
    state = consul_state(
        2,
        era=3,
        phase="final_turn",
        final_turns_left=1,
        current=1,
        vp={0: scores[0], 1: scores[1]},
        consul_vp=20,
        leftover_forgone=True,
    )
    state, events = act(state, "take_income", 1)
    status = GAME.status(state)
    assert status["terminal"] and status["scores"] == list(scores)
    assert status["outcome"] == ("victory" if won else "defeat")
    assert status["winners"] == ([0, 1] if won else [])
    assert one_event(events, "game_over")["winners"] == status["winners"]


# --- views and checks ----------------------------------------------------------------
def test_a_view_shows_pile_sizes_never_their_order():
    """Line 620: the piles are face down: a view shows how many tokens each holds."""
    a = consul_state(2)
    b = consul_state(2)
    b["consul"]["piles"] = [list(reversed(p)) for p in b["consul"]["piles"]]
    GAME.check_state(b)
    for viewer in (None, 0, 1):
        assert GAME.view(a, viewer) == GAME.view(b, viewer)
    assert GAME.view(a, 0)["consul"]["piles"] == [12, 8, 6, 4]


def broken(mutate, **kw):
    state = consul_state(2, tokens=[("res2-1", "C3 C4")], owned="E5", discards=["com1-2"], **kw)
    mutate(state)
    with pytest.raises(InvalidState):
        GAME.check_state(state)


@pytest.mark.parametrize(
    "mutate",
    [
        lambda s: s["consul"]["tokens"][0].update(lots=["C3", "D5"]),  # not a token's shape / not owned
        lambda s: s["consul"]["tokens"][0].update(lots=["C3"]),  # a size 2 on one lot
        lambda s: s["consul"]["piles"][0].append("res2-1"),  # a token in play and in a pile
        lambda s: s["consul"]["piles"][0].remove("res1-1"),  # a token lost
        lambda s: s["consul"]["piles"][0].append("res2-2"),  # the wrong size in a pile
        lambda s: s["consul"]["discards"][0].append("res1-1"),  # in a pile and discarded
        lambda s: s["consul"]["deeds"].append("E6") or s["consul"]["deeds"].sort(),  # a deed in two places
        lambda s: s["players"][0]["deeds"].append("E5"),  # the Consul's lot also a player's
        lambda s: s["consul"].update(controller=1),  # not the first player in Era 1
        lambda s: s.update(consul=None),  # the option without the Consul
        lambda s: s["options"].update(consul=None),  # the Consul without the option
        lambda s: s["consul"].update(difficulty="hard"),
        lambda s: s["decisions"].append({"kind": "place_consul_token", "seat": 0}),  # nothing under way
        lambda s: s["consul"].update(pending={"step": "refill", "lot": None, "vacant": ["E5"], "token": None}),
        lambda s: s["consul"]["piles"].__setitem__(0, [None] * 12),  # face-down nulls when seeded
    ],
)
def test_state_checks_refuse_broken_consul_states(mutate):
    broken(mutate)


def test_state_check_refuses_a_token_on_a_lot_the_consul_does_not_own():
    state = consul_state(2, tokens=[("res1-1", "C3")], deeds={0: "C4"})
    state["consul"]["tokens"][0]["lots"] = ["C4"]
    with pytest.raises(InvalidState):
        GAME.check_state(state)
