"""WILL OF THE CONSUL COOPERATIVE MODULE (rulebook lines 606-691): the pure rule functions in
``rules/foundations_of_rome/consul.py``. Each test quotes the line it checks; "reading" marks
where the rulebook leaves a gap and the test pins the project's choice."""

from collections import Counter

import pytest

from rules.foundations_of_rome import consul
from rules.foundations_of_rome.board import LOT_INDEX


def lots(*names):
    return frozenset(LOT_INDEX[n] for n in names)


def tok(kind, n=1):
    return f"{kind}-{n}"


FULL = consul.starting_piles()
EMPTY: dict[int, list[str]] = {1: [], 2: [], 3: [], 4: []}


# --- components and setup ---------------------------------------------------------------
def test_thirty_tokens():
    """Line 74: "M) 30 Consul Building tokens"."""
    ids = consul.token_ids()
    assert len(ids) == len(set(ids)) == 30


def test_token_split_is_the_documented_choice():
    """The split by size is unpublished (research notes); data/consul.json records ours."""
    sizes = Counter(consul.size_of(t) for t in consul.token_ids())
    assert sizes == {1: 12, 2: 8, 3: 6, 4: 4}
    types = Counter(consul.token(t)["type"] for t in consul.token_ids())
    assert types == {"residential": 15, "commercial": 15}
    assert any("not published" in note for note in consul.CONSUL["reconstructed"])


def test_one_face_down_pile_per_size():
    """Line 620: "Shuffle the size 1 Building tokens and create a face-down pile. Do the same for
    the size 2, 3, and 4 Building tokens.\""""
    piles = consul.starting_piles()
    assert sorted(piles) == [1, 2, 3, 4]
    assert all(consul.size_of(t) == s for s, pile in piles.items() for t in pile)
    assert sum(len(p) for p in piles.values()) == 30


@pytest.mark.parametrize("difficulty, deeds", [("standard", 0), ("hard", 2), ("challenge", 4)])
def test_difficulty_setups(difficulty, deeds):
    """Line 618: "Players and the Consul begin the game with 5 Victory Points"; line 625: "The
    Consul starts with 0 Deed cards."; line 629: "The Consul starts with 2 random Deed cards.";
    line 633: "The Consul starts with 4 random Deed cards.\""""
    assert consul.setup(difficulty) == {"vp": 5, "deeds": deeds}


def test_hard_adjacent_starting_lots_take_a_size_2_token():
    """Line 629: "Place a Building token on each associated Lot. If these Lots are adjacent, place
    a size 2 Building token.\""""
    assert consul.refill(lots("C3", "C4"), FULL, EMPTY) == (2, [lots("C3", "C4")], False, 0)


def test_hard_separate_starting_lots_take_size_1_tokens():
    """Line 629: "Place a Building token on each associated Lot." (not adjacent: one each)."""
    first = consul.refill(lots("A1", "C3"), FULL, EMPTY)
    assert first.size == 1 and first.options == [lots("A1"), lots("C3")]


def test_challenge_contiguous_lots_take_the_largest_token():
    """Line 633: "If any are adjacent, place the largest possible Building token on each
    contiguous Lot." Four in a row: one size 4."""
    assert consul.refill(lots("B2", "C2", "D2", "E2"), FULL, EMPTY).options == [lots("B2", "C2", "D2", "E2")]


def test_challenge_t_shape_gets_a_size_3_then_a_size_1():
    """Line 633, with our token shapes (size 4: long or square only): a T of four lots takes the
    largest token that fits, a size 3 (a choice of three), then the last lot a size 1."""
    t_shape = lots("B2", "C2", "D2", "C3")
    first = consul.refill(t_shape, FULL, EMPTY)
    assert first.size == 3 and len(first.options) == 3
    rest = t_shape - first.options[0]
    assert consul.refill(rest, FULL, EMPTY).size == 1


def test_token_shapes():
    """Reading: a token covers the shapes of a player's building of its size (Architect's Codex,
    lines 703-715): size 3 long or L (6 orientations), size 4 long or square (3)."""
    assert [len(consul.shapes(s)) for s in (1, 2, 3, 4)] == [1, 2, 6, 3]


# --- population (line 669) --------------------------------------------------------------
def test_population_rulebook_example():
    """Line 671: "At the end of Era 1, the Consul has 12 Population and Titus has 10 Population.
    The Consul will receive 4 Victory Points bonus and Titus will receive a -2 Victory Points
    penalty.\""""
    assert consul.population_points([10], 12, 1) == ([-2], 4)


@pytest.mark.parametrize("era, bonus", [(1, 4), (2, 7), (3, 10)])
def test_majority_bonus_by_era(era, bonus):
    """Line 669: "the majority bonus (4 Victory Points for Era 1, 7 Victory Points for Era 2, and
    10 Victory Points for Era 3)"; the leader gets the bonus only, not its population."""
    assert consul.population_points([9, 3], 5, era) == ([bonus, -6], -4)


def test_population_penalty_for_the_difference():
    """Line 669: "All other players will receive a Victory Points *penalty* for the difference
    between their Population and the player that has the most." A player leading beats the
    Consul too; a player with 0 Population is penalised the full difference (reading)."""
    assert consul.population_points([0, 6, 14], 11, 2) == ([-14, -8, 7], -3)


def test_population_ties_share_the_bonus():
    """Line 261 (base game): "Ties are "friendly." ... they both get the bonus.\""""
    assert consul.population_points([8, 8], 8, 3) == ([10, 10], 10)


def test_no_bonus_without_citizens():
    """Line 265: "You must have at least 1 Citizen to gain Victory Points from the Population
    Tracker" — nobody has any: no bonus, no penalty (reading)."""
    assert consul.population_points([0, 0], 0, 1) == ([0, 0], 0)


def test_consul_population_from_residential_tokens():
    """The Consul's place on the Population tracker: citizens on its residential tokens."""
    in_play = {tok("res4"): lots("A1", "A2", "A3", "A4"), tok("res1"): lots("C1"), tok("com2"): lots("E1", "E2")}
    assert consul.consul_population(in_play) == 7


# --- commercial tokens and deed prices (lines 677-683) ------------------------------------
def test_deed_price_rulebook_example():
    """Line 683: "The Consul has 4 Silver icons across their Building tokens in the city, raising
    the Minimum Deed price +2. The 2 Silver and 3 Silver Deed spaces are now each worth 4
    Silver.\""""
    assert consul.minimum_deed_price(4) == 4
    assert consul.deed_prices(4) == [4, 4, 4, 6, 8, 10]


@pytest.mark.parametrize("silver, minimum", [(0, 2), (1, 2), (2, 3), (3, 3), (5, 4), (12, 8)])
def test_every_two_silver_raise_the_minimum(silver, minimum):
    """Line 677: "At the start of the game, the **minimum** Deed price is 2 Silver"; line 679:
    "Every 2 Silver icons ... increases the minimum Deed price on the Market board by +1 Silver.\""""
    assert consul.minimum_deed_price(silver) == minimum
    assert consul.deed_prices(silver)[0] == minimum


def test_only_commercial_tokens_in_play_count():
    """Line 679: "Silver icons on the Consul's Commercial Building tokens (that are in play)"."""
    in_play = {tok("com3"): lots("A1", "A2", "A3"), tok("com1"): lots("C1"), tok("res2"): lots("E1", "E2")}
    assert consul.consul_silver(in_play) == 3
    assert consul.consul_silver({}) == 0


def test_commercial_tokens_score_as_normal():
    """Line 673: "The rest of the Buildings score as normal." — flat VP each Era, plus silver as
    VP in the final Era (line 336); reading: the Consul collects no silver."""
    in_play = {tok("com3"): lots("A1", "A2", "A3"), tok("com1"): lots("C1"), tok("res2"): lots("E1", "E2")}
    assert consul.consul_commercial_points(in_play, 1) == 3
    assert consul.consul_commercial_points(in_play, 3) == 6


# --- the Consul's turn (lines 640-661) -----------------------------------------------------
def test_planning_then_ready():
    """Line 640: "After the starting player finishes their turn, they must flip the Consul card to
    the **READY** side. If the Consul card is already on the **READY** side, perform the
    following steps"; line 661: "Afterward, flip the Consul card to the **PLANNING** side.\""""
    assert consul.after_starting_turn("PLANNING") == (False, "READY")
    assert consul.after_starting_turn("READY") == (True, "PLANNING")


def test_new_lot_away_from_tokens_takes_a_size_1():
    """Line 650: "If the new Lot does not expand an area for the Consul (i.e. not placed adjacent
    to an existing Building token), draw the top token from the size 1 face-down pile and place it
    in the newly acquired Lot." (diagonal is not adjacent)."""
    in_play = {tok("res1"): lots("B2")}
    assert consul.construction(in_play, LOT_INDEX["C3"], FULL, EMPTY) == (1, [lots("C3")], False, 0)
    assert consul.construction({}, LOT_INDEX["A1"], FULL, EMPTY).options == [lots("A1")]


def test_connecting_lot_takes_the_largest_token_possible():
    """Line 652: "If the new Lot connects to one or more of the Consul's existing Building tokens,
    place the largest Building token possible on those Lots." A size 2 and the new lot: size 3."""
    in_play = {tok("res2"): lots("B2", "B3")}
    built = consul.construction(in_play, LOT_INDEX["B4"], FULL, EMPTY)
    assert built == (3, [lots("B2", "B3", "B4")], False, 0)


def test_smaller_tokens_go_to_the_discards():
    """Line 652: "Remove the smaller Building tokens and place them in token discard piles based on
    their size." ``place`` returns the removed tokens; no lot is left empty here."""
    in_play = {tok("res1"): lots("B2"), tok("com4"): lots("F1", "F2", "F3", "F4")}
    built = consul.construction(in_play, LOT_INDEX["C2"], FULL, EMPTY)
    assert built.size == 2
    kept, gone, vacant = consul.place(in_play, tok("res2"), built.options[0])
    assert gone == [tok("res1")] and vacant == frozenset()
    assert kept == {tok("com4"): lots("F1", "F2", "F3", "F4"), tok("res2"): lots("B2", "C2")}


def test_never_over_a_token_of_the_same_size_or_larger():
    """Line 652 removes only "the smaller Building tokens" (and line 216: "You can never build over
    a Building of the same size or larger"): next to a size 4, the new lot gets a size 1."""
    in_play = {tok("com4"): lots("B1", "B2", "B3", "B4")}
    assert consul.construction(in_play, LOT_INDEX["C2"], FULL, EMPTY).options == [lots("C2")]


def test_several_placements_are_the_controlling_players_decision():
    """Line 652: "place the largest Building token possible" — when the largest size fits in more
    than one way, every way is returned for the controlling player to choose."""
    in_play = {tok("res3"): lots("A1", "A2", "A3"), tok("com2"): lots("B3", "B4")}
    built = consul.construction(in_play, LOT_INDEX["A4"], FULL, EMPTY)
    assert built.size == 4
    assert built.options == [lots("A1", "A2", "A3", "A4"), lots("A3", "A4", "B3", "B4")]


def test_emptied_lots_get_the_largest_token_that_fits():
    """Line 653: "If this would cause one or more Lots the Consul owns to become empty, draw the
    largest token(s) that can occupy those Lots and place it in the vacant space.\""""
    in_play = {tok("res3"): lots("A1", "A2", "A3"), tok("com2"): lots("B3", "B4")}
    kept, gone, vacant = consul.place(in_play, tok("res4"), lots("A3", "A4", "B3", "B4"))
    assert gone == [tok("com2"), tok("res3")]
    assert vacant == lots("A1", "A2")
    assert consul.refill(vacant, FULL, EMPTY) == (2, [lots("A1", "A2")], False, 0)


def test_those_lots_are_the_touched_tokens():
    """Reading of line 652's "those Lots": the new lot and the tokens it touches — a token only
    touching a touched token is not part of it."""
    in_play = {tok("com4"): lots("A1", "A2", "A3", "A4"), tok("res1"): lots("B4"), tok("res1", 2): lots("C4")}
    assert consul.construction(in_play, LOT_INDEX["D4"], FULL, EMPTY).options == [lots("C4", "D4")]


def test_empty_pile_is_reshuffled_from_the_discards():
    """Line 657: "If a face-down token pile is empty, shuffle the token discards to form a new
    face-down pile".\""""
    assert consul.draw_source(2, FULL, EMPTY) == "pile"
    assert consul.draw_source(2, EMPTY, {2: [tok("res2")]}) == "reshuffle"
    assert consul.draw_source(2, EMPTY, EMPTY) is None


def test_no_token_of_the_needed_size_gives_7_vp():
    """Line 659: "If there are no more of the needed building size, the Consul does not take the
    Lot. Instead, the Consul receives 7 Victory Points." No falling back to a smaller size."""
    piles = {**FULL, 2: []}
    built = consul.construction({tok("res1"): lots("B2")}, LOT_INDEX["C2"], piles, EMPTY)
    assert built == (2, [], True, 7)
    assert consul.construction({}, LOT_INDEX["C2"], {**FULL, 1: []}, EMPTY).exhausted


def test_discards_of_the_needed_size_avoid_the_7_vp():
    """Line 657 before line 659: an empty pile with discards is reshuffled, so the Consul builds."""
    built = consul.construction({tok("res1"): lots("B2")}, LOT_INDEX["C2"], {**FULL, 2: []}, {2: [tok("com2")]})
    assert built == (2, [lots("B2", "C2")], False, 0)


def test_refill_uses_a_smaller_size_when_one_runs_out():
    """Reading of line 653's "the largest token(s) that can occupy those Lots": a size with no
    token left cannot; the next size down is used. Nothing left at all: size 0."""
    vacant = lots("A1", "A2")
    assert consul.refill(vacant, {**FULL, 2: []}, EMPTY).size == 1
    assert consul.refill(vacant, EMPTY, EMPTY) == (0, [], False, 0)


# --- outcome (line 691) ------------------------------------------------------------------
@pytest.mark.parametrize(
    "scores, consul_score, win",
    [([40, 38], 37, True), ([40, 37], 37, False), ([80, 20], 37, False), ([38], 37, True)],
)
def test_players_win_only_if_each_outscores_the_consul(scores, consul_score, win):
    """Line 691: "After final scoring, the players win if each player has a higher individual
    score than the Consul. Otherwise, the Consul wins.\""""
    assert consul.players_win(scores, consul_score) is win


@pytest.mark.parametrize(
    "players, modules, ok",
    [(2, (), True), (4, ("monuments",), True), (1, (), False), (5, (), False), (3, ("objectives",), False)],
)
def test_playable_tables(players, modules, ok):
    """Line 612: "Only playable with 2-4 players. You may choose to incorporate the Monuments
    Expansion, but no other Modules may be used.\""""
    assert consul.playable(players, modules) is ok
