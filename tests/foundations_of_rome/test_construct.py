"""ACTION: CONSTRUCT A BUILDING (and CONSTRUCTING RESIDENTIAL BUILDINGS)."""

import pytest

from rules.foundations_of_rome import GAME

from .conftest import (
    SHAPES,
    act,
    build,
    events_of,
    illegal,
    lots,
    make_state,
    placed,
    seat,
    sort_lots,
    transforms,
)


def constructs(state, player, kind=None):
    return [
        a
        for a in GAME.legal_actions(state, player)
        if a["type"] == "construct" and (kind is None or a["building"] == kind)
    ]


def me(state, player):
    return GAME.view(state, player)["players"][player]


def test_cassius_domus_maxima_over_two_domus():
    """Rulebook, CONSTRUCT, example: "Cassius decides to build over two Domus he already built
    and replace them with one Domus Maxima. He can do this because the Domus Maxima is 2-Lots
    in size, while the two Domus are only 1-Lot each. The two smaller Buildings are removed
    from the City board and Cassius constructs his Domus Maxima in their place." And "If you
    build over one of your Buildings, remove the Building from the City board and return it
    ... to your Player tray"."""
    cassius = 3
    state = make_state(
        4,
        current=cassius,
        silver={cassius: 7},
        buildings=[(cassius, "domus", "C3"), (cassius, "domus", "C4"), (0, "domus", "D3")],
    )
    assert me(state, cassius)["supply"]["domus"] == 0
    assert me(state, cassius)["population"] == 2

    new, events = build(state, cassius, "domus_maxima", "C3 C4")

    assert sorted((b["owner"], b["kind"], tuple(b["lots"])) for b in new["buildings"]) == [
        (0, "domus", ("D3",)),
        (cassius, "domus_maxima", ("C3", "C4")),
    ]
    removed = events_of(events, "building_removed")
    assert sorted((e["building"], tuple(e["lots"])) for e in removed) == [("domus", ("C3",)), ("domus", ("C4",))]
    assert all(e["player"] == cassius for e in removed)
    assert events_of(events, "building_placed") == [
        {"type": "building_placed", "player": cassius, "building": "domus_maxima", "lots": ["C3", "C4"]}
    ]
    view = me(new, cassius)
    assert view["supply"]["domus"] == 2 and view["supply"]["domus_maxima"] == 1
    assert view["population"] == 2  # 1 + 1 replaced by 2
    assert view["lot_markers_on_board"] == 0  # both lots still built
    assert new["players"][cassius]["silver"] == 7  # "There is no Silver cost"
    assert sort_lots(new["players"][cassius]["deeds"]) == ["C3", "C4"]


@pytest.mark.parametrize(
    "grand, empties",
    [
        ("grand_insula_square", "C4 C5"),  # Grand Insula on C4 D4 C5 D5
        ("grand_insula_long", "D6 D7"),  # Grand Insula on D4 D5 D6 D7
    ],
)
def test_fabius_grand_insula_over_l_insula_leaves_e4(grand, empties):
    """Rulebook, CONSTRUCT, example: "Fabius owns an 'L' shaped Insula and two adjacent unbuilt
    Lots. On his turn, Fabius builds a Grand Insula over his Insula and the Lots. This leaves a
    Lot (E4) unbuilt. Fabius places a Lot marker on that empty Lot to signify he still owns it."
    The L Insula stands on D4 E4 D5; with the two empty lots that is five lots."""
    fabius = 1
    target = {"grand_insula_square": "C4 D4 C5 D5", "grand_insula_long": "D4 D5 D6 D7"}[grand]
    state = make_state(4, current=fabius, deeds={fabius: empties}, buildings=[(fabius, "insula_l", "D4 E4 D5")])
    assert me(state, fabius)["population"] == 4
    assert me(state, fabius)["lot_markers_on_board"] == 2

    new, events = build(state, fabius, grand, target)

    assert new["buildings"] == [{"kind": grand, "owner": fabius, "lots": sort_lots(lots(target))}]
    assert "E4" in new["players"][fabius]["deeds"]  # still owned ...
    assert sort_lots(new["players"][fabius]["deeds"]) == sort_lots(lots(target) + ["E4"])
    view = me(new, fabius)
    assert view["lot_markers_on_board"] == 1  # ... with a Lot marker on it
    assert view["population"] == 6  # tracker updated: 4 -> 6
    assert view["supply"]["insula_l"] == 1  # the Insula is back in the tray
    assert [e["building"] for e in events_of(events, "building_removed")] == ["insula_l"]
    assert one_placed(events)["building"] == grand
    # E4 can be built on again, as an empty owned lot
    for p in (2, 3, 0):
        new, _ = act(new, "take_income", p)
    assert {"type": "construct", "player": fabius, "building": "domus", "lots": ["E4"]} in constructs(
        new, fabius, "domus"
    )


def one_placed(events):
    placed_ = events_of(events, "building_placed")
    assert len(placed_) == 1
    return placed_[0]


@pytest.mark.parametrize("kind", ["insula_l", "artisan_forum_l"])
@pytest.mark.parametrize("orientation", range(4))
def test_every_orientation_of_the_l_shapes(kind, orientation):
    """Research notes: "Shapes may be placed in any rotation/reflection"; rulebook: "you must
    first own a set of adjacent Lots that match the shape of the Building". The L of three
    lots has four distinct orientations (its reflections are rotations)."""
    shapes = sorted(transforms(SHAPES[kind]), key=sorted)
    assert len(shapes) == 4
    cells = placed(shapes[orientation], 3, 3)
    state = make_state(4, deeds={0: cells})
    action = {"type": "construct", "player": 0, "building": kind, "lots": cells}
    assert action in constructs(state, 0, kind)
    new, _ = GAME.apply(state, action)
    assert new["buildings"] == [{"kind": kind, "owner": 0, "lots": cells}]


@pytest.mark.parametrize("kind", sorted(SHAPES))
def test_every_rotation_and_reflection_of_every_building(kind):
    """Research notes: "Shapes may be placed in any rotation/reflection" - for every building
    every distinct orientation is accepted, and listed as a legal action."""
    for shape in transforms(SHAPES[kind]):
        cells = placed(shape, 2, 4)
        state = make_state(4, deeds={1: cells}, current=1)
        assert {"type": "construct", "player": 1, "building": kind, "lots": cells} in constructs(state, 1, kind)
        new, _ = build(state, 1, kind, list(reversed(cells)))  # any order of the lot names
        assert new["buildings"][-1]["lots"] == cells


def test_l_placements_in_a_square_of_four_lots():
    """Research notes: any rotation/reflection; owning a 2x2 block gives exactly the four L
    placements for each L building, and two placements for each two-lot building each way."""
    state = make_state(4, deeds={0: "B2 C2 B3 C3"})
    got = sorted(tuple(a["lots"]) for a in constructs(state, 0, "insula_l"))
    assert got == [("B2", "B3", "C2"), ("B2", "B3", "C3"), ("B2", "C2", "C3"), ("B3", "C2", "C3")]
    assert len(constructs(state, 0, "domus_maxima")) == 4
    assert constructs(state, 0, "insula_long") == []
    assert [a["lots"] for a in constructs(state, 0, "grand_insula_square")] == [["B2", "B3", "C2", "C3"]]
    assert constructs(state, 0, "grand_insula_long") == []


@pytest.mark.parametrize(
    "kind, text",
    [
        ("insula_long", "A1 A2 B2"),  # an L is not a line
        ("insula_l", "A1 A2 A3"),  # a line is not an L
        ("domus_maxima", "A1 B2"),  # diagonal lots are not adjacent
        ("domus_maxima", "A1 A3"),  # a gap
        ("grand_insula_square", "A1 A2 A3 A4"),
        ("foundry_long", "A1 B1 C1 B2"),  # a T
        ("grand_insula_long", "A1 A2 B2 B3"),  # an S
        ("domus", "A1 A2"),  # too many lots
        ("foundry_square", "A1 A2 B1"),  # too few lots
        ("marketplace", "A1"),
    ],
)
def test_shape_mismatch_refused(kind, text):
    """Rulebook, CONSTRUCT: "you must first own a set of adjacent Lots that match the shape of
    the Building"."""
    state = make_state(4, deeds={0: "A1 A2 A3 A4 B1 B2 B3 C1"})
    err = illegal(state, {"type": "construct", "player": 0, "building": kind, "lots": lots(text)})
    assert err.code == "shape_mismatch"
    assert lots(text) not in [a["lots"] for a in constructs(state, 0, kind)]


def test_only_on_lots_you_own():
    """Rulebook, CONSTRUCT: "You can only construct Buildings on Lots that you own." Another
    player's lot, an unsold lot and a lot outside the play area are all refused."""
    state = make_state(2, deeds={0: "A1 B1", 1: "A2"}, deck="C1 C2 C3 C4 C5 C6")
    for kind, text in [
        ("domus_maxima", "A1 A2"),
        ("domus", "A2"),
        ("domus", "C1"),
        ("domus_maxima", "B1 C1"),
        ("domus", "H1"),
        ("domus_maxima", "G1 H1"),
    ]:
        err = illegal(state, {"type": "construct", "player": 0, "building": kind, "lots": lots(text)})
        assert err.code == "lot_not_owned", (kind, text)
    assert all(set(a["lots"]) <= {"A1", "B1"} for a in constructs(state, 0))


def test_cannot_build_over_another_players_building():
    """Rulebook, CONSTRUCT: build over "a Building you constructed earlier" on "Lots you own"."""
    state = make_state(2, deeds={0: "A1"}, buildings=[(1, "domus", "A2")])
    err = illegal(state, {"type": "construct", "player": 0, "building": "domus_maxima", "lots": ["A1", "A2"]})
    assert err.code == "lot_not_owned"


@pytest.mark.parametrize(
    "existing, kind, text",
    [
        (("insula_long", "A1 A2 A3"), "artisan_forum_long", "A1 A2 A3"),
        (("insula_long", "A1 A2 A3"), "artisan_forum_l", "A1 A2 B1"),
        (("insula_l", "A1 A2 B1"), "artisan_forum_l", "A1 A2 B1"),
        (("foundry_long", "A1 A2 A3 A4"), "artisan_forum_long", "A2 A3 A4"),
        (("foundry_square", "A1 A2 B1 B2"), "artisan_forum_l", "A1 A2 B2"),
        (("foundry_square", "A1 A2 B1 B2"), "grand_insula_long", "A2 A3 A4 A1"),
        (("pottery_studio", "A1 A2"), "domus_maxima", "A1 A2"),
        (("bakery", "A1"), "domus", "A1"),
        (("domus_maxima", "A1 A2"), "domus", "A2"),
    ],
)
def test_never_build_over_same_size_or_larger(existing, kind, text):
    """Rulebook, CONSTRUCT: "You can never build over a Building of the same size or larger.
    So, you could never build an Artisan Forum (size 3) on top of an Insula (also size 3), nor
    a Foundry (size 4)." (The type of the buildings does not matter.)"""
    state = make_state(4, deeds={0: "A1 A2 A3 A4 B1 B2 B3"}, buildings=[(0, *existing)])
    err = illegal(state, {"type": "construct", "player": 0, "building": kind, "lots": lots(text)})
    assert err.code == "build_over_not_smaller"
    assert sort_lots(lots(text)) not in [a["lots"] for a in constructs(state, 0, kind)]


def test_type_does_not_matter_when_building_over():
    """Rulebook, CONSTRUCT: "only if the new Building is bigger than any individual one you are
    building over. The type of Building does not matter." A Foundry (4) over an Insula (3)."""
    state = make_state(4, deeds={0: "A4"}, buildings=[(0, "insula_long", "A1 A2 A3")])
    new, events = build(state, 0, "foundry_long", "A1 A2 A3 A4")
    assert new["buildings"] == [{"kind": "foundry_long", "owner": 0, "lots": ["A1", "A2", "A3", "A4"]}]
    assert me(new, 0)["population"] == 0 and me(new, 0)["commercial_silver"] == 3


def test_new_building_must_be_bigger_than_every_covered_one():
    """Rulebook, CONSTRUCT: "bigger than any individual one you are building over" - a Grand
    Insula (4) may not cover a Domus (1) together with a Foundry (4)."""
    state = make_state(4, deeds={0: "C1 D1"}, buildings=[(0, "domus", "A1"), (0, "foundry_long", "B1 B2 B3 B4")])
    err = illegal(
        state, {"type": "construct", "player": 0, "building": "grand_insula_long", "lots": ["A1", "B1", "C1", "D1"]}
    )
    assert err.code == "build_over_not_smaller"


def test_bigger_than_all_covered_buildings_is_allowed():
    """Rulebook, CONSTRUCT: build over several smaller buildings at once; the covered ones are
    removed whole, and owned lots they leave uncovered "remain owned by you, even if the shape
    of the Building changes" (with Lot markers)."""
    state = make_state(4, deeds={0: "C1 D1"}, buildings=[(0, "domus", "A1"), (0, "artisan_forum_long", "B1 B2 B3")])
    new, events = build(state, 0, "grand_insula_long", "A1 B1 C1 D1")
    assert sorted(e["building"] for e in events_of(events, "building_removed")) == ["artisan_forum_long", "domus"]
    assert new["buildings"] == [{"kind": "grand_insula_long", "owner": 0, "lots": ["A1", "B1", "C1", "D1"]}]
    assert sort_lots(new["players"][0]["deeds"]) == ["A1", "B1", "B2", "B3", "C1", "D1"]
    view = me(new, 0)
    assert view["lot_markers_on_board"] == 2  # B2, B3
    assert view["supply"]["domus"] == 2 and view["supply"]["artisan_forum_long"] == 1
    assert view["commercial_silver"] == 0 and view["population"] == 6


def test_partly_covered_building_is_removed_whole():
    """Rulebook, CONSTRUCT: "If you build over one of your Buildings, remove the Building from
    the City board" - an Insula over one lot of a Domus Maxima frees the other lot (marker)."""
    state = make_state(4, deeds={0: "A3 A4"}, buildings=[(0, "domus_maxima", "A1 A2")])
    new, _ = build(state, 0, "insula_long", "A2 A3 A4")
    assert new["buildings"] == [{"kind": "insula_long", "owner": 0, "lots": ["A2", "A3", "A4"]}]
    assert "A1" in new["players"][0]["deeds"]
    assert me(new, 0)["lot_markers_on_board"] == 1
    assert me(new, 0)["population"] == 4


def test_limited_supply_third_domus_refused():
    """Rulebook, CONSTRUCT: "There is a limited number of each Building type available! You
    cannot construct a Building if you do not have one in your supply." Domus (x2)."""
    state = make_state(4, deeds={0: "A3 B3"}, buildings=[(0, "domus", "A1"), (0, "domus", "B1")])
    assert constructs(state, 0, "domus") == []
    assert constructs(state, 0, "bakery")  # other one-lot buildings still can
    err = illegal(state, {"type": "construct", "player": 0, "building": "domus", "lots": ["A3"]})
    assert err.code == "supply_exhausted"
    # other players' supplies are their own
    state = make_state(4, deeds={1: "A3"}, current=1, buildings=[(0, "domus", "A1"), (0, "domus", "B1")])
    assert constructs(state, 1, "domus")


@pytest.mark.parametrize(
    "kind, count, places",
    [
        ("fountain", 1, ["A1", "C1"]),
        ("luxury_garden", 1, ["A1 A2", "C1 C2"]),
        ("insula_l", 1, ["A1 A2 B1", "C1 C2 D1"]),
        ("pottery_studio", 2, ["A1 A2", "C1 C2", "E1 E2"]),
        ("bakery", 2, ["A1", "C1", "E1"]),
    ],
)
def test_supply_counts(kind, count, places):
    """Rulebook, ARCHITECT'S CODEX: "Pottery Studio (x2)", "Bakery (x2)", one of each Insula
    and each civic building; "You cannot construct a Building if you do not have one in your
    supply"."""
    state = make_state(4, deeds={0: [x for text in places for x in lots(text)]})
    for text in places[:count]:
        state, _ = build(state, 0, kind, text)
        for p in (1, 2, 3):
            state, _ = act(state, "take_income", p)
    assert me(state, 0)["supply"][kind] == 0
    assert constructs(state, 0, kind) == []
    assert (
        illegal(state, {"type": "construct", "player": 0, "building": kind, "lots": lots(places[count])}).code
        == "supply_exhausted"
    )


def test_returned_building_can_be_built_again():
    """Rulebook, CONSTRUCT: a covered Building returns "to your Player tray. You may later reuse
    those pieces as normal." """
    state = make_state(2, deeds={0: "C3"}, buildings=[(0, "domus", "A1"), (0, "domus", "A2")])
    assert constructs(state, 0, "domus") == []
    state, _ = build(state, 0, "domus_maxima", "A1 A2")
    state, _ = act(state, "take_income", 1)
    assert [a["lots"] for a in constructs(state, 0, "domus")] == [["C3"]]
    state, _ = build(state, 0, "domus", "C3")
    assert me(state, 0)["supply"]["domus"] == 1


def test_population_tracker_kept_current():
    """Rulebook, CONSTRUCTING RESIDENTIAL BUILDINGS: "when constructing or removing a
    Residential Building, players must update the Population Tracker to reflect the total value
    of Citizen icons across their Residential Buildings." Domus 1, Domus Maxima 2, Insula 4,
    Grand Insula 6; commercial and civic buildings have no citizens."""
    state = make_state(2, deeds={0: "A1 A2 A3 A4 C1 C2 D1 D2"})
    steps = [
        ("domus", "A1", 1),
        ("domus_maxima", "C1 C2", 3),
        ("insula_long", "A1 A2 A3", 6),
        ("grand_insula_long", "A1 A2 A3 A4", 8),
        ("foundry_square", "C1 C2 D1 D2", 6),
    ]
    for kind, text, population in steps:
        state, _ = build(state, 0, kind, text)
        assert me(state, 0)["population"] == population, kind
        assert GAME.view(state, 1)["players"][0]["population"] == population  # public
        state, _ = act(state, "take_income", 1)


def test_building_takes_back_lot_markers():
    """Rulebook, CONSTRUCT: place the Building "on top of the Lots you own after retrieving the
    Lot markers from that space to use later"."""
    state = make_state(3, deeds={0: "B1 B2 B3 B4 D1 D2"})
    assert me(state, 0)["lot_markers_on_board"] == 6
    new, _ = build(state, 0, "grand_insula_long", "B1 B2 B3 B4")
    assert me(new, 0)["lot_markers_on_board"] == 2
    assert me(new, 0)["lot_markers_in_tray"] == 6


def test_construction_is_free():
    """Rulebook, CONSTRUCT: "There is no Silver cost when constructing a Building."""
    state = make_state(3, silver={0: 0}, deeds={0: "B1 B2 B3 B4"})
    new, _ = build(state, 0, "foundry_long", "B1 B2 B3 B4")
    assert new["players"][0]["silver"] == 0


def test_construct_allowed_on_a_final_turn():
    """Rulebook, THE END OF AN ERA: "each player takes one final turn to collect income or
    build"."""
    state = make_state(3, phase="final_turn", current=1, deeds={1: "B1 B2"})
    assert constructs(state, 1, "domus_maxima")
    new, _ = build(state, 1, "domus_maxima", "B1 B2")
    assert new["phase"] == "final_turn" and seat(new) == 2


def test_uncovered_lots_need_lot_markers():
    """Rulebook, CONSTRUCT: left-over owned lots get a Lot marker ("Fabius places a Lot marker
    on that empty Lot"), and there are only 8 per player ("8 per player color"). Ambiguity:
    the rulebook does not say what happens when a 9th marker would be needed; the engine
    refuses the construction (code not_enough_lot_markers)."""
    state = make_state(
        4,
        deeds={0: "B3 D1 D3 D5 F1 F3 F5 H1"},
        buildings=[(0, "insula_long", "A1 A2 A3"), (0, "domus_maxima", "B1 B2")],
    )
    assert me(state, 0)["lot_markers_on_board"] == 8
    # Grand Insula on A2 A3 B2 B3 frees A1 and B1 and covers only one marked lot (B3): 9 markers
    err = illegal(
        state, {"type": "construct", "player": 0, "building": "grand_insula_square", "lots": ["A2", "A3", "B2", "B3"]}
    )
    assert err.code == "not_enough_lot_markers"
    assert ["A2", "A3", "B2", "B3"] not in [a["lots"] for a in constructs(state, 0)]
    # with one marker fewer on the board it is allowed
    state = make_state(
        4, deeds={0: "B3 D1 D3 D5 F1 F3 F5"}, buildings=[(0, "insula_long", "A1 A2 A3"), (0, "domus_maxima", "B1 B2")]
    )
    new, _ = build(state, 0, "grand_insula_square", "A2 A3 B2 B3")
    assert me(new, 0)["lot_markers_on_board"] == 8


def test_construct_ends_the_turn():
    """Rulebook, PLAYER TURNS: "you must choose one of the actions ... After you complete your
    action, your turn is over"."""
    state = make_state(2, deeds={0: "A1 A2"})
    new, _ = build(state, 0, "domus", "A1")
    assert GAME.status(new)["awaiting"] == [1]
    assert illegal(new, {"type": "construct", "player": 0, "building": "domus", "lots": ["A2"]}).code == "not_your_turn"
