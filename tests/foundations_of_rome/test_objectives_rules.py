"""OBJECTIVES MODULE (rulebook, after OPTIONAL RULES) evaluated on a state: each of the 11
kinds of docs/foundations-of-rome-modules.md (Objectives) met and just missed, friendly ties,
contiguity, the edge per player count, Monuments as buildings of their type.

Every expected value is counted by hand from the lots and buildings placed (icons from
conftest's tables: domus 1 citizen, domus maxima 2, insulae 4, grand insulae 6; bakery and
pottery studio 1 silver, artisan forums 2, foundries 3). With 4 players the play area is
9 × 9 (columns A–I, rows 1–9); with 5 it is 10 × 10.
"""

import pytest

from rules.foundations_of_rome import GAME
from rules.foundations_of_rome.cards import load
from rules.foundations_of_rome.objectives import award, card, final_vp, largest_contiguous, measure, met

from .conftest import make_state, playout

ALL4 = range(4)


def effect(card_id):
    return card(card_id)["effect"]


def monument_state(players=4, *, pool, buildings=(), deeds=None):
    """``make_state`` with the Monuments option, ``pool`` face up beside the built ones
    (players + 3 in all, MONUMENTS EXPANSION, SETUP)."""
    state = make_state(players, buildings=buildings, deeds=deeds, check=False)
    state["options"]["monuments"] = True
    state["monuments"]["pool"] = sorted(pool)
    GAME.check_state(state)
    return state


POOL = ["colosseum", "pantheon", "royal_winery", "tower_of_wonders", "lighthouse"]  # + 2 built = 7


# --- contiguous_lots and largest_contiguous -------------------------------------------------
def test_contiguous_group_of_five_built_or_empty():
    """docs, contiguous_lots: "owns a group of ≥ at_least lots ... (built or empty lots alike;
    lots under one building are contiguous)". An insula on A1 B1 C1 and empty D1 E1: 5 in a row."""
    state = make_state(deeds={0: "D1 E1"}, buildings=[(0, "insula_long", "A1 B1 C1")])
    assert met(state, 0, effect("neighbourhood"))  # at_least 5
    assert award(state, "neighbourhood", ALL4) == [0]


def test_contiguous_group_of_four_misses_five():
    """docs, contiguous_lots, at_least 5 is inclusive: A1 B1 C1 D1 is a group of 4, and F1 is
    cut off by the unowned E1, so the largest group is 4 (at_least − 1)."""
    state = make_state(deeds={0: "D1 F1"}, buildings=[(0, "insula_long", "A1 B1 C1")])
    assert largest_contiguous(state, 0) == 4
    assert not met(state, 0, effect("neighbourhood"))


def test_diagonal_lots_are_not_contiguous():
    """Rulebook, Contiguous Lots: "If two or more Lots share an orthogonally adjacent edge, they
    are considered contiguous" — a diagonal B2 C3 D4 E5 F6 is five groups of one."""
    state = make_state(deeds={0: "B2 C3 D4 E5 F6"})
    assert largest_contiguous(state, 0) == 1
    assert not met(state, 0, {"kind": "contiguous_lots", "at_least": 2, "vp": 1})


def test_largest_of_several_groups():
    """Rulebook, Contiguous Lots: two groups, A1 A2 A3 (orthogonal) and C1 C2 (orthogonal),
    separated by column B: the largest is 3. Another player's lot breaks a group."""
    state = make_state(deeds={0: "A1 A2 A3 C1 C2 E1 G1", 1: "F1"})
    assert largest_contiguous(state, 0) == 3
    assert largest_contiguous(state, 1) == 1
    assert largest_contiguous(state, 2) == 0


# --- buildings_of_type ----------------------------------------------------------------------
def test_three_civic_buildings():
    """docs, buildings_of_type: "owns ≥ at_least buildings of type on the board"; Civic Pride
    needs 3: a fountain, a library and a marketplace (its size does not matter)."""
    built = [(0, "fountain", "A1"), (0, "library", "C1"), (0, "marketplace", "E1 F1")]
    assert met(make_state(buildings=built), 0, effect("civic_pride"))
    assert not met(make_state(buildings=built[:2]), 0, effect("civic_pride"))  # 2 = at_least − 1


def test_other_types_and_other_players_do_not_count():
    """docs, buildings_of_type: the player's own buildings of that type only: two civic of
    player 0, a third civic of player 1, and a bakery (commercial) of player 0 — 2 < 3."""
    built = [(0, "fountain", "A1"), (0, "library", "C1"), (1, "market", "E1"), (0, "bakery", "G1")]
    assert not met(make_state(buildings=built), 0, effect("civic_pride"))


# --- population_at_least --------------------------------------------------------------------
POPULATION_15 = [
    (0, "insula_long", "A1 B1 C1"),  # 4
    (0, "insula_l", "A3 B3 A4"),  # 4
    (0, "grand_insula_long", "A6 B6 C6 D6"),  # 6
    (0, "domus", "F1"),  # 1
]


def test_population_of_fifteen():
    """docs, population_at_least: "has population ≥ at_least" (citizens on the Population
    tracker); Crowded Streets needs 15: 4 + 4 + 6 + 1 = 15."""
    assert met(make_state(buildings=POPULATION_15), 0, effect("crowded_streets"))


def test_population_of_fourteen_misses():
    """docs, population_at_least, inclusive: without the domus, 4 + 4 + 6 = 14 = at_least − 1."""
    state = make_state(buildings=POPULATION_15[:3])
    assert measure(state, 0, "population") == 14
    assert not met(state, 0, effect("crowded_streets"))


# --- commercial_silver_at_least -------------------------------------------------------------
def test_commercial_silver_of_six():
    """docs, commercial_silver_at_least: "silver icons on their commercial buildings"; Trade
    Routes needs 6: foundry 3 + artisan forum 2 + bakery 1."""
    built = [(0, "foundry_long", "A1 B1 C1 D1"), (0, "artisan_forum_long", "A3 B3 C3"), (0, "bakery", "F1")]
    assert met(make_state(buildings=built), 0, effect("trade_routes"))
    state = make_state(buildings=built[:2])  # 3 + 2 = 5 = at_least − 1
    assert measure(state, 0, "commercial_silver") == 5
    assert not met(state, 0, effect("trade_routes"))


# --- buildings_of_size ----------------------------------------------------------------------
def test_two_buildings_of_size_four():
    """docs, buildings_of_size: "owns ≥ at_least buildings of size ≥ size_at_least"; Grand
    Designs: 2 of size 4 — a grand insula (4 lots) and a foundry (4 lots)."""
    big = (0, "grand_insula_long", "A1 B1 C1 D1")
    assert met(make_state(buildings=[big, (0, "foundry_square", "A3 B3 A4 B4")]), 0, effect("grand_designs"))
    # an artisan forum covers 3 lots: only 1 building of size ≥ 4
    assert not met(make_state(buildings=[big, (0, "artisan_forum_long", "A3 B3 C3")]), 0, effect("grand_designs"))


def test_three_buildings_of_size_three_or_more():
    """docs, buildings_of_size: Master Builder, 3 of size ≥ 3 (≥ is inclusive, a 4-lot one counts)."""
    three = [(0, "insula_long", "A1 B1 C1"), (0, "artisan_forum_l", "A3 B3 A4"), (0, "foundry_long", "A6 B6 C6 D6")]
    assert met(make_state(buildings=three), 0, effect("master_builder"))
    two = [*three[:2], (0, "domus_maxima", "A6 B6")]  # a 2-lot building
    assert not met(make_state(buildings=two), 0, effect("master_builder"))


# --- each_type_at_least ---------------------------------------------------------------------
BALANCED = [
    (0, "domus", "A1"),
    (0, "domus_maxima", "C1 D1"),
    (0, "bakery", "F1"),
    (0, "pottery_studio", "A3 B3"),
    (0, "fountain", "D3"),
    (0, "library", "F3"),
]


def test_two_of_each_type():
    """docs, each_type_at_least: "owns ≥ at_least buildings of each of the three types"; Balanced
    City: 2 residential, 2 commercial, 2 civic."""
    assert met(make_state(buildings=BALANCED), 0, effect("balanced_city"))


def test_one_type_short_misses():
    """docs, each_type_at_least: 2 residential, 2 commercial but 1 civic — not met."""
    assert not met(make_state(buildings=BALANCED[:5]), 0, effect("balanced_city"))


# --- lots_on_edge ---------------------------------------------------------------------------
def test_six_lots_on_the_edge_with_four_players():
    """docs, lots_on_edge: "owns ≥ at_least lots on the edge (built or empty)", "the edge of the
    play area for the player count". 9 × 9: A1 (built) A2 A3 in column A, I5 in column I, E1 in
    row 1, E9 in row 9 — 6; E5 is inside."""
    state = make_state(deeds={0: "A2 A3 I5 E1 E9 E5"}, buildings=[(0, "bakery", "A1")])
    assert met(state, 0, effect("city_walls"))
    missed = make_state(deeds={0: "A2 A3 I5 E2 E9 E5"}, buildings=[(0, "bakery", "A1")])  # E2 inside: 5
    assert not met(missed, 0, effect("city_walls"))


def test_the_edge_depends_on_the_player_count():
    """MONUMENTS CLARIFICATIONS: "'Edge of the board' refers to the edge of the active play area,
    which changes based on player count". With 5 players (10 × 10) I5 and E9 are inside: A1 A2
    A3 E1 = 4 on the edge."""
    state = make_state(5, deeds={0: "A2 A3 I5 E1 E9 E5"}, buildings=[(0, "bakery", "A1")])
    assert not met(state, 0, {"kind": "lots_on_edge", "at_least": 5, "vp": 1})
    assert met(state, 0, {"kind": "lots_on_edge", "at_least": 4, "vp": 1})


# --- adjacent_types -------------------------------------------------------------------------
def test_two_commercial_buildings_touching_civic_ones_of_anyone():
    """docs, adjacent_types: "owns ≥ at_least buildings of type each adjacent to at least one
    building of next_to, whoever owns it". Market Square: the bakery B2 touches player 1's
    fountain B3; the pottery studio D2 E2 touches player 0's library E3."""
    built = [(0, "bakery", "B2"), (1, "fountain", "B3"), (0, "pottery_studio", "D2 E2"), (0, "library", "E3")]
    assert met(make_state(buildings=built), 0, effect("market_square"))
    assert not met(make_state(buildings=built), 1, effect("market_square"))  # player 1 has no commercial


def test_a_diagonal_civic_building_is_not_adjacent():
    """docs: "Adjacent and contiguous are orthogonal (sharing an edge)". The library at F3 only
    touches the pottery studio D2 E2 at a corner, and a domus beside it is not civic: 1 < 2."""
    built = [
        (0, "bakery", "B2"),
        (1, "fountain", "B3"),
        (0, "pottery_studio", "D2 E2"),
        (0, "library", "F3"),
        (0, "domus", "E3"),
    ]
    assert not met(make_state(buildings=built), 0, effect("market_square"))


# --- empty_lots_at_most ---------------------------------------------------------------------
def test_no_lot_markers_on_the_board():
    """docs, empty_lots_at_most: "has ≤ at_most lot markers on the board"; Tidy Plans: 0."""
    built = [(0, "domus", "A1"), (0, "bakery", "B1")]
    assert met(make_state(buildings=built), 0, effect("tidy_plans"))
    assert not met(make_state(buildings=built, deeds={0: "H8"}), 0, effect("tidy_plans"))  # 1 marker
    assert met(make_state(deeds={0: "H8 H9"}), 0, {"kind": "empty_lots_at_most", "at_most": 2, "vp": 1})


# --- lots_owned_at_least --------------------------------------------------------------------
LANDLORD_BUILT = [
    (0, "grand_insula_long", "A1 B1 C1 D1"),  # 4
    (0, "foundry_long", "A2 B2 C2 D2"),  # 4
    (0, "insula_long", "A3 B3 C3"),  # 3
    (0, "artisan_forum_long", "A4 B4 C4"),  # 3 → 14 built
]


def test_twenty_lots_owned():
    """docs, lots_owned_at_least: "owns ≥ at_least lots (built or empty)"; Landlord: 14 built and
    6 empty = 20."""
    state = make_state(buildings=LANDLORD_BUILT, deeds={0: "F1 F3 F5 F7 H1 H3"})
    assert measure(state, 0, "lots_owned") == 20
    assert met(state, 0, effect("landlord"))


def test_nineteen_lots_owned_misses():
    """docs, lots_owned_at_least, inclusive: 14 built and 5 empty = 19 = at_least − 1."""
    state = make_state(buildings=LANDLORD_BUILT, deeds={0: "F1 F3 F5 F7 H1"})
    assert not met(state, 0, effect("landlord"))


# --- most -----------------------------------------------------------------------------------
def test_ties_are_friendly_for_the_most():
    """Rulebook, "Ties are 'friendly.'": "If playing with Public Objectives, both tied players
    gain the Victory Points". First Citizen: players 0 and 1 have 2 citizens, player 2 has 1."""
    built = [(0, "domus_maxima", "A1 B1"), (1, "domus_maxima", "D1 E1"), (2, "domus", "G1")]
    state = make_state(buildings=built)
    assert award(state, "first_citizen", ALL4) == [0, 1]


def test_a_hidden_most_compares_everyone_but_only_the_holder_scores():
    """Rulebook: "If playing with Hidden Objectives, only the player holding the Objective card
    will receive the Victory Points"; docs: "With a hidden most card all players are compared".
    Player 1 has 2 citizens, the holder (player 2) 1: the holder does not have the most."""
    built = [(1, "domus_maxima", "D1 E1"), (2, "domus", "G1")]
    state = make_state(buildings=built)
    assert award(state, "first_citizen", [2]) == []
    assert award(state, "first_citizen", [1]) == [1]


def test_nobody_has_the_most_of_nothing():
    """docs, most: "has the highest measure of all players, ties friendly, and at least 1 of it".
    Only commercial buildings are built: every population is 0, so nobody scores First Citizen."""
    state = make_state(buildings=[(0, "bakery", "A1"), (1, "bakery", "C1")])
    assert award(state, "first_citizen", ALL4) == []


def test_land_baron_the_largest_contiguous_group():
    """docs, most with largest_contiguous: "the size of the player's largest contiguous_lots
    group". Player 0: A1 A2 A3 (3); player 1: C1 D1 and C5 D5 E5 (3); player 2: G1 H2 (1 each)."""
    state = make_state(deeds={0: "A1 A2 A3", 1: "C1 D1 C5 D5 E5", 2: "G1 H2"})
    assert [measure(state, p, "largest_contiguous") for p in ALL4] == [3, 3, 1, 0]
    assert award(state, "land_baron", ALL4) == [0, 1]


def test_each_measure_counted_by_hand():
    """docs, "measure is one of population, lots_owned, buildings, commercial_silver,
    largest_contiguous". Player 0: insula A1 B1 C1 (4 citizens), foundry A3 B3 C3 D3 (3 silver),
    empty F1 F2: 3 + 4 + 2 = 9 lots, 2 buildings; groups of 3, 4 and 2 (row 2 and column E are
    not owned), the largest 4."""
    built = [(0, "insula_long", "A1 B1 C1"), (0, "foundry_long", "A3 B3 C3 D3")]
    state = make_state(buildings=built, deeds={0: "F1 F2"})
    expected = {"population": 4, "lots_owned": 9, "buildings": 2, "commercial_silver": 3, "largest_contiguous": 4}
    assert {m: measure(state, 0, m) for m in expected} == expected
    assert award(state, "merchant_quarter", ALL4) == []  # 1 commercial building < 4


# --- Monuments ------------------------------------------------------------------------------
def test_monuments_count_as_buildings_of_their_type():
    """docs: "a player owns a lot when it carries ... one of their buildings (Monuments included,
    by their Monument marker) ... (Monuments have a type too)". The Watchtower (civic, 1 lot) is
    player 0's third civic building; the Regia (residential, 6 lots, 9 citizens) is player 1's."""
    built = [
        (0, "fountain", "C1"),
        (0, "library", "E1"),
        (0, "watchtower", "A1"),
        (1, "regia", "A5 B5 C5 A6 B6 C6"),
        (1, "domus", "E6"),
    ]
    state = monument_state(pool=POOL, buildings=built)
    assert met(state, 0, effect("civic_pride"))  # fountain, library, watchtower
    assert measure(state, 1, "population") == 9 + 1
    assert measure(state, 1, "buildings") == 2
    assert met(state, 1, {"kind": "buildings_of_size", "size_at_least": 6, "at_least": 1, "vp": 1})
    assert met(state, 1, {"kind": "buildings_of_type", "type": "residential", "at_least": 2, "vp": 1})
    assert largest_contiguous(state, 1) == 6  # E6 is cut off from C6 by D6


def test_a_commercial_monument_beside_a_civic_one():
    """docs, adjacent_types with Monuments: the Temple of Apollo (commercial, 2 lots) at A3 B3
    touches the Watchtower (civic) at A2; player 0's bakery D1 touches the fountain D2."""
    built = [(0, "temple_of_apollo", "A3 B3"), (1, "watchtower", "A2"), (0, "bakery", "D1"), (2, "fountain", "D2")]
    state = monument_state(pool=POOL, buildings=built)
    assert met(state, 0, effect("market_square"))


# --- scoring all cards ----------------------------------------------------------------------
def test_final_vp_public_and_hidden():
    """Rulebook, PUBLIC OBJECTIVES: "award bonus Victory Points to any players who completed the
    listed requirements"; HIDDEN: only the holder. First Citizen (4 VP) public: players 0 and 1
    tie at 2 citizens; Tidy Plans (4 VP) hidden, held by player 2 who has no lot markers out;
    Civic Pride (4 VP) hidden, held by player 3 who owns nothing."""
    built = [(0, "domus_maxima", "A1 B1"), (1, "domus_maxima", "D1 E1"), (2, "domus", "G1")]
    state = make_state(buildings=built, deeds={0: "A3"})
    eligible = {"first_citizen": ALL4, "tidy_plans": [2], "civic_pride": [3]}
    assert final_vp(state, eligible) == [4, 4, 4, 0]


def test_card_lookup():
    """docs, Objectives: a card has an id and an effect; an unknown id is refused."""
    assert card("landlord")["effect"] == {"kind": "lots_owned_at_least", "at_least": 20, "vp": 5}
    with pytest.raises(KeyError):
        card("no_such_card")


@pytest.mark.parametrize("seed", [3, 8])
def test_every_card_evaluates_on_a_mid_game_state(seed):
    """docs, Objectives: "Every Objective is evaluated once, at the end of the game" — every
    one of the 18 cards of objectives.json evaluates on a played board without error."""
    state, _ = playout(4, seed, steps=80)
    assert state["buildings"], "the playout built something"
    for each in load("objectives"):
        seats = award(state, each["id"], ALL4)
        assert set(seats) <= set(ALL4)
    vp = final_vp(state, {each["id"]: ALL4 for each in load("objectives")})
    assert len(vp) == 4 and all(v >= 0 for v in vp)
