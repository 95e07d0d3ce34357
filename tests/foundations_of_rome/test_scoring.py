"""END OF ERA SCORING: RESIDENTIAL (population), CIVIC and COMMERCIAL BUILDING SCORING, and the
final Era's differences (END OF GAME)."""

import pytest

from rules.foundations_of_rome import GAME

from .conftest import COMMERCIAL_VP, SILVER, act, make_state, one_event


def scored(state):
    """Let the awaiting player take the last final turn; return (new state, era_scored event)."""
    assert state["phase"] == "final_turn" and state["final_turns_left"] == 1
    player = GAME.status(state)["awaiting"][0]
    new, events = act(state, "take_income", player)
    return new, one_event(events, "era_scored")


def end_of(n, era=1, buildings=(), last=None, **kw):
    """A state with one final turn left in ``era``; ``last`` (default: the last seat, who owns
    nothing in these tests) takes it."""
    last = n - 1 if last is None else last
    return make_state(n, era=era, phase="final_turn", final_turns_left=1, current=last, buildings=buildings, **kw)


def population_vp(event):
    return [row["population"]["vp"] for row in event["players"]]


def civic_vp(event, player, kind):
    found = [c["vp"] for c in event["players"][player]["civic"] if c["building"] == kind]
    assert len(found) == 1
    return found[0]


# --- residential ---------------------------------------------------------------------
def test_era_1_population_example():
    """Rulebook, RESIDENTIAL BUILDING SCORING, example: "It is the end of Era 1" - "Purple has
    13 Citizens", "Green has 10 Citizens", "Red also has 10 Citizens", "Blue has 0 Citizens".
    "Purple scores 17 Victory Points (their current Population + the Era bonus of 4 points)."
    "Green scores 13 Victory Points." "Red also scores 13 points, just like Green." "Blue does
    not score anything"."""
    purple, green, red, blue = 0, 1, 2, 3
    state = end_of(
        4,
        buildings=[
            (purple, "grand_insula_long", "A1 A2 A3 A4"),
            (purple, "insula_long", "A6 A7 A8"),
            (purple, "domus_maxima", "C1 C2"),
            (purple, "domus", "C4"),
            (green, "grand_insula_square", "E1 F1 E2 F2"),
            (green, "insula_l", "E4 F4 E5"),
            (red, "grand_insula_long", "H1 H2 H3 H4"),
            (red, "insula_l", "H6 I6 H7"),
            (blue, "bakery", "I9"),
        ],
    )
    assert [p["population"] for p in GAME.view(state, blue)["players"]] == [13, 10, 10, 0]
    new, event = scored(state)
    assert [row["population"] for row in event["players"]] == [
        {"citizens": 13, "vp": 17},
        {"citizens": 10, "vp": 13},
        {"citizens": 10, "vp": 13},
        {"citizens": 0, "vp": 0},
    ]
    assert [p["vp"] for p in new["players"]] == [17, 13, 13, 0]


@pytest.mark.parametrize("era, bonus", [(1, 4), (2, 7), (3, 10)])
def test_population_bonus_by_era(era, bonus):
    """Rulebook, RESIDENTIAL BUILDING SCORING: the most Citizens scores their position "plus a
    bonus. That bonus changes each Era" - 4, 7 and 10 (WILL OF THE CONSUL: "4 Victory Points
    for Era 1, 7 Victory Points for Era 2, and 10 Victory Points for Era 3")."""
    extra = {"rest_to": [1, 2]} if era == 3 else {}
    state = end_of(
        3,
        era=era,
        last=2,
        deeds={0: "A1"},
        buildings=[(0, "grand_insula_square", "A4 B4 A5 B5"), (1, "insula_l", "A7 A8 B8")],
        **extra,
    )
    assert [p["population"] for p in GAME.view(state, 0)["players"]] == [6, 4, 0]
    _, event = scored(state)
    assert population_vp(event) == [6 + bonus, 6, 0]


def test_ties_for_most_citizens_are_friendly():
    """Rulebook, RESIDENTIAL BUILDING SCORING: "Ties are 'friendly.' If two or more players are
    tied for first place on the Population Tracker, they both get the bonus." The next player
    scores the tied leaders' position."""
    state = end_of(
        3,
        buildings=[
            (0, "grand_insula_square", "A1 B1 A2 B2"),
            (1, "grand_insula_long", "D1 D2 D3 D4"),
            (2, "insula_long", "F1 F2 F3"),
        ],
        last=2,
    )
    _, event = scored(state)
    assert population_vp(event) == [10, 10, 6]


def test_each_player_scores_the_next_position_ahead():
    """Rulebook, RESIDENTIAL BUILDING SCORING: "Each of the other players score Victory Points
    equal to the number of Citizens of the player in front of them on the Population Tracker"
    - the next higher position, not the leader's: 13/10/6/3/1 -> 17/13/10/6/3."""
    state = end_of(
        5,
        buildings=[
            (0, "grand_insula_long", "A1 A2 A3 A4"),
            (0, "insula_long", "A6 A7 A8"),
            (0, "domus_maxima", "C1 C2"),
            (0, "domus", "C4"),
            (1, "grand_insula_square", "E1 F1 E2 F2"),
            (1, "insula_l", "E4 F4 E5"),
            (2, "grand_insula_long", "H1 H2 H3 H4"),
            (3, "domus_maxima", "J1 J2"),
            (3, "domus", "J4"),
            (4, "domus", "A10"),
        ],
    )
    _, event = scored(state)
    assert [row["population"]["citizens"] for row in event["players"]] == [13, 10, 6, 3, 1]
    assert population_vp(event) == [17, 13, 10, 6, 3]


def test_ties_below_the_leader():
    """Rulebook, RESIDENTIAL BUILDING SCORING, example: "Red is on the same space as Green, and
    ties are friendly" - players tied below the leader both score the next position ahead, and
    the player behind them scores their position: 10/6/6/2 -> 14/10/10/6."""
    state = end_of(
        4,
        buildings=[
            (0, "grand_insula_long", "A1 A2 A3 A4"),
            (0, "insula_long", "A6 A7 A8"),
            (1, "grand_insula_square", "E1 F1 E2 F2"),
            (2, "grand_insula_long", "H1 H2 H3 H4"),
            (3, "domus_maxima", "C6 C7"),
        ],
    )
    _, event = scored(state)
    assert population_vp(event) == [14, 10, 10, 6]


def test_no_citizens_no_population_points():
    """Rulebook, RESIDENTIAL BUILDING SCORING: "You must have at least 1 Citizen to gain
    Victory Points from the Population Tracker; if you have no Residential Buildings, you do
    not gain any Victory Points from Population at the end of an Era." """
    state = end_of(3, buildings=[(0, "domus", "A1"), (1, "foundry_long", "C1 C2 C3 C4")])
    _, event = scored(state)
    assert population_vp(event) == [5, 0, 0]
    _, event = scored(end_of(3, buildings=[(0, "bakery", "A1")]))
    assert population_vp(event) == [0, 0, 0]  # nobody has a citizen: nobody takes the bonus


# --- civic -----------------------------------------------------------------------------
# Around a one-lot civic building on E5 (owner 0): an Insula (4 citizens, player 1) on D5, a
# vertical Domus Maxima (2 citizens, player 0) on E3-E4, a square Foundry (3 silver, player 1)
# on F5, a Luxury Garden (civic, player 1) on E6-E7. Only diagonal: a Domus on D4, a Bakery on
# D6 and a Garden on F4 (all player 1).
ONE_LOT = [
    (1, "insula_long", "B5 C5 D5"),
    (0, "domus_maxima", "E3 E4"),
    (1, "foundry_square", "F5 G5 F6 G6"),
    (1, "luxury_garden", "E6 E7"),
    (1, "domus", "D4"),
    (1, "bakery", "D6"),
    (1, "garden", "F4"),
]
# Around a two-lot civic building on E5-F5 (owner 0): the Insula on D5 (player 1), a Domus
# Maxima on E4-F4 touching along both lots (player 0), a square Foundry on G5 (player 1), a
# Fountain on E6 and a Market on F6 (civic, player 1). Only diagonal: a Domus on D4, a Bakery
# on D6, a Garden on G4 (player 1).
TWO_LOT = [
    (1, "insula_long", "B5 C5 D5"),
    (0, "domus_maxima", "E4 F4"),
    (1, "foundry_square", "G5 H5 G6 H6"),
    (1, "fountain", "E6"),
    (1, "market", "F6"),
    (1, "domus", "D4"),
    (1, "bakery", "D6"),
    (1, "garden", "G4"),
]


@pytest.mark.parametrize(
    "kind, vp, why",
    [
        ("fountain", 4, "1 per adjacent building: Insula, Domus Maxima, Foundry, Luxury Garden"),
        ("library", 3, "1 per 2 adjacent citizens: (4 + 2) // 2"),
        ("market", 3, "1 per adjacent silver: the Foundry's 3"),
        ("garden", 2, "2 per adjacent civic building: the Luxury Garden"),
    ],
)
def test_one_lot_civic_buildings(kind, vp, why):
    """Rulebook, CIVIC BUILDING SCORING: "Civic Buildings typically reward Victory Points
    depending on the other Buildings orthogonally adjacent to them (sharing an edge)". Icons:
    "Awards points for every adjacent Building - regardless of type!" (Fountain), "for every
    two Citizens on adjacent Residential Buildings" (Library), "for every Silver on adjacent
    Commercial Buildings" (Market), "for every adjacent Civic Building" (Garden, 2 each).
    Diagonal buildings do not share an edge and do not count."""
    state = end_of(4, buildings=[(0, kind, "E5"), *ONE_LOT])
    _, event = scored(state)
    assert civic_vp(event, 0, kind) == vp, why


@pytest.mark.parametrize(
    "kind, vp, why",
    [
        ("majestic_fountain", 5, "1 per adjacent building; the Domus Maxima counts once"),
        ("resplendent_library", 6, "1 per adjacent citizen: 4 + 2"),
        ("marketplace", 6, "2 per adjacent silver: 2 x 3"),
        ("luxury_garden", 6, "3 per adjacent civic building: Fountain and Market"),
    ],
)
def test_two_lot_civic_buildings(kind, vp, why):
    """Rulebook, CIVIC BUILDING SCORING: orthogonally adjacent buildings "sharing an edge";
    Majestic Fountain 1 per building, Resplendent Library 1 per citizen, Marketplace 2 per
    silver, Luxury Garden 3 per civic building (research notes). A building touching on two
    edges is one adjacent building; diagonal ones do not count."""
    state = end_of(4, buildings=[(0, kind, "E5 F5"), *TWO_LOT])
    _, event = scored(state)
    assert civic_vp(event, 0, kind) == vp, why


def test_porcia_resplendent_library_example():
    """Rulebook, CIVIC BUILDING SCORING, example: "Porcia has built a Resplendent Library, which
    provides Victory Points equal to the total value of Citizens on adjacent Residential
    Buildings, regardless of who owns those Buildings. In the example shown, Porcia will earn
    6 Victory Points from her Resplendent Library during the end of Era scoring." Here: an
    Insula (4) of another player and her own Domus Maxima (2)."""
    porcia = 0
    state = end_of(4, buildings=[(porcia, "resplendent_library", "E5 F5"), *TWO_LOT])
    _, event = scored(state)
    assert event["players"][porcia]["civic"] == [{"building": "resplendent_library", "lots": ["E5", "F5"], "vp": 6}]


def test_library_rounds_down():
    """Rulebook, CIVIC BUILDING SCORING: the Library "Awards points for every two Citizens on
    adjacent Residential Buildings" - 5 citizens give 2 points."""
    state = end_of(3, buildings=[(0, "library", "B2"), (1, "insula_long", "C1 C2 C3"), (0, "domus", "B3")])
    _, event = scored(state)
    assert civic_vp(event, 0, "library") == 2


def test_civic_points_come_from_any_owners_buildings():
    """Rulebook, CIVIC BUILDING SCORING: "It does not matter which player owns the adjacent
    Buildings. Your Civic Buildings provide Victory Points for any adjacent Buildings - not just
    your own!" """
    state = end_of(
        4,
        buildings=[
            (0, "fountain", "B2"),
            (1, "domus", "B1"),
            (2, "bakery", "A2"),
            (3, "library", "C2"),
            (1, "garden", "B3"),
        ],
    )
    _, event = scored(state)
    assert civic_vp(event, 0, "fountain") == 4
    assert civic_vp(event, 1, "garden") == 2  # the Fountain of player 0 is a civic neighbour
    assert civic_vp(event, 3, "library") == 0  # no citizens next to C2


def test_diagonal_buildings_do_not_count():
    """Rulebook, CIVIC BUILDING SCORING: adjacent means "sharing an edge"; touching corners
    only does not count."""
    state = end_of(
        3,
        buildings=[
            (0, "fountain", "B2"),
            (1, "domus", "A1"),
            (1, "bakery", "C1"),
            (1, "library", "A3"),
            (1, "market", "C3"),
        ],
    )
    _, event = scored(state)
    assert civic_vp(event, 0, "fountain") == 0


def test_each_adjacent_building_counts_once():
    """Rulebook, CIVIC BUILDING SCORING: "Awards points for every adjacent Building" - a
    building sharing several edges is still one building; its icons count once."""
    state = end_of(
        3,
        buildings=[
            (0, "majestic_fountain", "B1 B2"),
            (1, "grand_insula_long", "C1 C2 C3 C4"),
            (0, "resplendent_library", "E1 E2"),
            (1, "foundry_square", "F1 G1 F2 G2"),
            (0, "marketplace", "A4 B4"),
        ],
    )
    _, event = scored(state)
    assert civic_vp(event, 0, "majestic_fountain") == 1  # the Grand Insula, along two edges
    assert civic_vp(event, 0, "resplendent_library") == 0
    # Marketplace A4-B4: touches the Grand Insula (no silver) on C4 only
    assert civic_vp(event, 0, "marketplace") == 0


def test_market_counts_only_commercial_silver_and_libraries_only_citizens():
    """Rulebook, CIVIC BUILDING SCORING: Market "for every Silver on adjacent Commercial
    Buildings"; Resplendent Library "Citizens on adjacent Residential Buildings"."""
    state = end_of(
        3,
        buildings=[
            (0, "market", "B2"),
            (1, "grand_insula_long", "C1 C2 C3 C4"),
            (1, "pottery_studio", "A2 A3"),
            (0, "resplendent_library", "D1 D2"),
            (1, "foundry_square", "E1 F1 E2 F2"),
        ],
    )
    _, event = scored(state)
    assert civic_vp(event, 0, "market") == 1
    assert civic_vp(event, 0, "resplendent_library") == 6  # the Grand Insula, not the Foundry


def test_gardens_score_neighbouring_civics_of_all_owners():
    """Rulebook, CIVIC BUILDING SCORING: "Awards points for every adjacent Civic Building";
    Garden 2 each, Luxury Garden 3 each (research notes)."""
    state = end_of(
        3,
        buildings=[
            (0, "garden", "B2"),
            (0, "fountain", "B1"),
            (1, "library", "A2"),
            (1, "market", "C2"),
            (0, "domus", "B3"),
            (1, "luxury_garden", "D2 D3"),
            (0, "marketplace", "E3 F3"),
            (1, "majestic_fountain", "D4 E4"),
        ],
    )
    _, event = scored(state)
    assert civic_vp(event, 0, "garden") == 2 * 3  # Fountain, Library, Market
    assert civic_vp(event, 1, "luxury_garden") == 3 * 3  # Market, Marketplace, Majestic Fountain


# --- commercial ----------------------------------------------------------------------
@pytest.mark.parametrize("era", [1, 2])
def test_commercial_silver_and_points_in_eras_1_and_2(era):
    """Rulebook, COMMERCIAL BUILDING SCORING: "Each player takes Silver from the bank equal to
    the total value of Silver icons across the Commercial Buildings they have constructed ...
    (just like the Take Income action, but without gaining the extra 5 Silver). Additionally,
    players gain a flat amount of Victory Points for each of their Commercial Buildings"
    (Bakery 0, Pottery Studio 2, Artisan Forum 3, Foundry 5: research notes)."""
    kinds = [
        ("bakery", "A1"),
        ("pottery_studio", "A3 A4"),
        ("artisan_forum_long", "C1 C2 C3"),
        ("foundry_square", "E1 F1 E2 F2"),
    ]
    state = end_of(4, era=era, silver={0: 3}, buildings=[(0, k, t) for k, t in kinds])
    new, event = scored(state)
    silver = sum(SILVER[k] for k, _ in kinds)
    points = sum(COMMERCIAL_VP[k] for k, _ in kinds)
    assert (silver, points) == (7, 10)
    row = event["players"][0]
    assert row["commercial"] == {"vp": points, "silver": silver}
    assert row["silver"] == silver
    assert new["players"][0]["silver"] == 3 + silver
    assert new["players"][0]["vp"] == points  # no citizens, no civic buildings
    assert row["lot_markers"]["vp"] == 0


def test_final_era_pottery_studio_worth_three():
    """Rulebook, COMMERCIAL BUILDING SCORING, note: "During the final Era scoring, players gain
    bonus Victory Points instead of Silver for their Commercial Buildings. For example, in the
    final Era the Pottery Studio is worth a total of 3 Victory Points." """
    state = end_of(2, era=3, last=1, silver={0: 4}, buildings=[(0, "pottery_studio", "A1 A2")], rest_to=1)
    new, event = scored(state)
    assert event["final"] is True
    assert event["players"][0]["commercial"] == {"vp": 3, "silver": 0}
    assert new["players"][0]["silver"] == 4  # no silver in the final Era
    assert new["players"][0]["vp"] == 3


def test_final_era_commercial_points_instead_of_silver():
    """Rulebook, END OF GAME: "Commercial Buildings: Instead of collecting Silver from their
    Commercial Buildings, each player scores bonus Victory Points equal in value to the Silver
    they would have received in the final round." """
    kinds = [
        ("bakery", "A1"),
        ("pottery_studio", "A3 A4"),
        ("artisan_forum_l", "C1 C2 D1"),
        ("foundry_long", "A6 B6 C6 D6"),
    ]
    state = end_of(2, era=3, last=1, silver={0: 0}, buildings=[(0, k, t) for k, t in kinds], rest_to=1)
    new, event = scored(state)
    assert event["players"][0]["commercial"] == {"vp": 10 + 7, "silver": 0}
    assert event["players"][0]["silver"] == 0
    assert new["players"][0]["silver"] == 0


def test_final_era_lot_markers_score():
    """Rulebook, END OF GAME: "Empty Lots: Players score 1 Victory Point for each Lot marker
    they have on the City board (marking an empty Lot they own)." Only in the final Era."""
    state = end_of(2, era=3, last=1, deeds={0: "A4 A6 B6"}, buildings=[(0, "domus", "A1")], rest_to=1)
    _, event = scored(state)
    assert event["players"][0]["lot_markers"] == {"count": 3, "vp": 3}
    state = end_of(2, era=1, last=1, deeds={0: "A4 A6 B6"}, buildings=[(0, "domus", "A1")])
    _, event = scored(state)
    assert event["players"][0]["lot_markers"]["vp"] == 0
    assert event["players"][0]["vp"] == 1 + 4  # population only


def test_final_era_totals():
    """Rulebook, END OF GAME: "During the final Era's scoring, players gain Victory Points as
    normal through end of round scoring, with two additions" (commercial VP for silver, 1 VP
    per Lot marker). Population with the Era 3 bonus of 10, civic as normal."""
    state = end_of(
        3,
        era=3,
        last=2,
        vp={0: 40},
        silver={0: 2},
        deeds={0: "A4 A5"},
        buildings=[(0, "grand_insula_square", "A1 B1 A2 B2"), (0, "fountain", "A3"), (0, "bakery", "B3")],
        rest_to=[1, 2],
    )
    assert [p["population"] for p in GAME.view(state, 0)["players"]] == [6, 0, 0]
    new, event = scored(state)
    row = event["players"][0]
    assert row["population"] == {"citizens": 6, "vp": 16}
    assert row["civic"] == [{"building": "fountain", "lots": ["A3"], "vp": 2}]  # GI, Bakery
    assert row["commercial"] == {"vp": 1, "silver": 0}
    assert row["lot_markers"] == {"count": 2, "vp": 2}
    assert row["vp"] == 16 + 2 + 1 + 2 and row["total_vp"] == 40 + 21
    assert new["players"][0]["vp"] == 61 and new["players"][0]["silver"] == 2


# --- the event -------------------------------------------------------------------------
def test_era_scored_event_adds_up():
    """Rulebook, END OF ERA SCORING: "players score Victory Points from each of the three types
    of Buildings they have constructed - Residential, Commercial, and Civic. Players also
    collect bonus Silver for their Commercial Buildings." The event reports each part per
    player, and the Victory Points are added to what the player had."""
    state = end_of(4, vp=[5, 6, 7, 8], silver=[1, 1, 1, 1], buildings=[(0, "fountain", "E5"), *ONE_LOT])
    new, event = scored(state)
    assert event["type"] == "era_scored" and event["era"] == 1 and event["final"] is False
    assert [row["player"] for row in event["players"]] == [0, 1, 2, 3]
    for p, row in enumerate(event["players"]):
        parts = (
            row["population"]["vp"]
            + sum(c["vp"] for c in row["civic"])
            + row["commercial"]["vp"]
            + row["lot_markers"]["vp"]
        )
        assert row["vp"] == parts
        assert row["total_vp"] == state["players"][p]["vp"] + row["vp"] == new["players"][p]["vp"]
        expected_silver = state["players"][p]["silver"] + row["silver"]
        if p == 3:
            expected_silver += 5  # player 3 took income as the last final turn
        assert new["players"][p]["silver"] == expected_silver
    # player 1: Insula 4 + Domus 1 = 5 citizens, the leader (player 0 has 2)
    assert event["players"][1]["population"] == {"citizens": 5, "vp": 9}
    assert event["players"][0]["population"] == {"citizens": 2, "vp": 5}
    assert event["players"][1]["commercial"] == {"vp": 5, "silver": 4}  # Foundry + Bakery
    assert sorted((c["building"], c["vp"]) for c in event["players"][1]["civic"]) == [
        ("garden", 0),
        ("luxury_garden", 3),
    ]  # Garden F4 touches no civic; LG touches the Fountain
