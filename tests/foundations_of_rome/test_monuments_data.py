"""MONUMENTS EXPANSION: the Monuments data file and the pure rules about Monuments.

Rulebook facts are written out here independently of ``data/monuments.json``: the Pantheon,
the Temples of Minerva and Vulcan (MONUMENT CLARIFICATIONS), the edge of the active play area
per player count, "19 Monument Buildings", "6 Monument markers" and "number of players + 3".
"""

import copy
import json

import pytest

from rules.foundations_of_rome import monuments as M

PLAY_AREA = {2: 7, 3: 8, 4: 9, 5: 10}  # "Game Setup": 7×7 with two players ... 10×10 with five
COLUMNS = "ABCDEFGHIJ"


@pytest.fixture(scope="module")
def by_name():
    return {m["name"]: m for m in M.shipped()["monuments"]}


def lot(column, row):
    """0-based column and row → a lot name, e.g. (0, 0) → "A1"."""
    return f"{COLUMNS[column]}{row + 1}"


# --- the data ------------------------------------------------------------------------------
def test_shipped_data_validates():
    doc = json.loads(M.DATA.read_text())
    assert M.check(doc) is doc
    assert M.load() == doc


def test_nineteen_unique_monuments():
    """ "H) 19 Monument Buildings & Icon tiles", "I) 19 Monument cards" (Components)."""
    listed = M.shipped()["monuments"]
    assert len(listed) == 19
    assert len({m["id"] for m in listed}) == 19 and len({m["name"] for m in listed}) == 19
    assert set(M.monuments()) == {m["id"] for m in listed}


def test_the_names_are_the_storage_guides():
    guide = """The Pantheon, Forum Romanum, Circus Maximus, Temple of Vulcan, Temple of Minerva,
    Tower of Wonders, Temple of Mars, Temple of Neptune, Lighthouse, Watchtower, Temple of Jupiter,
    Colosseum, Royal Winery, Regia, Statue of Romulus, Temple of Venus, Temple of Apollo,
    Triumphal Arch, Imperial Harbor"""
    assert {m["name"] for m in M.shipped()["monuments"]} == {n.strip() for n in guide.split(",")}


def test_all_three_types_and_a_source_for_each():
    """ "The Monuments pool includes all three types of Buildings – Residential, Commercial, and Civic.\""""
    listed = M.shipped()["monuments"]
    assert {m["type"] for m in listed} == {"residential", "commercial", "civic"}
    assert all(m["_source"] and m["confidence"] in ("rulebook", "probable") for m in listed)


def test_setup_counts():
    """ "Turn over a number of Monument cards equal to the number of players + 3 (e.g. 7 cards in a
    four-player game)"; "Each player has a set of 6 Monument markers"."""
    assert [M.face_up(n) for n in (2, 3, 4, 5)] == [5, 6, 7, 8]
    assert M.shipped()["monument_markers"] == 6


def test_pantheon(by_name):
    """ "YOU MUST HAVE ZERO LOT MARKERS ON THE BOARD"; "build it over your existing Buildings while
    all your Lot markers are in your Player tray"."""
    pantheon = by_name["The Pantheon"]
    assert pantheon["type"] == "civic"
    assert pantheon["requirement"] == {"kind": "zero_lot_markers"}
    assert M.requirement_problem(pantheon, M.Facts(lot_markers=0)) is None
    problem = M.requirement_problem(pantheon, M.Facts(lot_markers=1))
    assert problem and "The Pantheon" in problem and "zero Lot markers on the board" in problem


def test_temple_of_minerva(by_name):
    """ "YOU MUST OWN 4+ LOTS WORTH OF RESIDENTIAL BUILDINGS ON THE BOARD"; "worth 2 Citizens, + 1
    Citizen for each adjacent Building (regardless of the size or type of Building)"."""
    minerva = by_name["Temple of Minerva"]
    assert minerva["type"] == "residential" and minerva["confidence"] == "rulebook"
    assert M.requirement_problem(minerva, M.Facts(residential_lots=4)) is None
    assert M.requirement_problem(minerva, M.Facts(residential_lots=3, commercial_lots=9))
    for around in range(6):
        adjacent = M.Adjacent(buildings=around, citizens=7, silver=5, civic=2)
        assert M.citizens(minerva, adjacent) == 2 + around
        assert M.silver(minerva, adjacent) == 0 and M.vp(minerva, adjacent) == 0


def test_temple_of_vulcan(by_name):
    """ "YOU MUST OWN 4+ LOTS WORTH OF COMMERCIAL BUILDINGS ON THE BOARD"; "worth 1 Silver, + 1
    Silver for each adjacent Building (regardless of the size or type of Building)"."""
    vulcan = by_name["Temple of Vulcan"]
    assert vulcan["type"] == "commercial" and vulcan["confidence"] == "rulebook"
    assert M.requirement_problem(vulcan, M.Facts(commercial_lots=4)) is None
    assert M.requirement_problem(vulcan, M.Facts(commercial_lots=3, residential_lots=9))
    for around in range(6):
        adjacent = M.Adjacent(buildings=around, citizens=7, silver=5, civic=2)
        assert M.silver(vulcan, adjacent) == 1 + around
        assert M.citizens(vulcan, adjacent) == 0


def test_value_per_adjacent_kinds():
    """A civic monument scores like the base civic buildings: per adjacent building, citizen,
    commercial silver or civic building, ``amount`` for every ``divisor``."""
    monument = {"value": {"vp": 1, "per_adjacent": {"per": "citizen", "gives": "vp", "amount": 2, "divisor": 3}}}
    assert M.vp(monument, M.Adjacent(citizens=7)) == 1 + 2 * 2
    for per, field in M.PER.items():
        monument = {"value": {"per_adjacent": {"per": per, "gives": "vp", "amount": 3, "divisor": 1}}}
        assert M.vp(monument, M.Adjacent(**{field: 2})) == 6
        assert M.vp(monument) == 0


# --- the edge of the play area ------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_edge_of_the_active_play_area(players):
    """ "'Edge of the board' refers to the edge of the active play area, which changes based on
    player count"; "at least one of the Lots it is built on must be on the edge ... (but they do
    not all have to be on the edge)"."""
    n, last = PLAY_AREA[players], PLAY_AREA[players] - 1
    for edge in [(0, 0), (0, 3), (3, 0), (last, 3), (3, last), (last, last)]:
        assert M.on_edge([lot(*edge)], players), lot(*edge)
    assert not M.on_edge([lot(1, 1)], players)
    assert not M.on_edge([lot(last - 1, last - 1)], players)
    assert not M.on_edge([lot(c, 3) for c in range(1, n - 1)], players)  # a row inside, end to end
    assert M.on_edge([lot(last - 2, 3), lot(last - 1, 3), lot(last, 3)], players)  # partly on the edge
    assert M.on_edge([lot(2, 1), lot(2, 0)], players)
    assert M.on_edge([M.LOT_INDEX[lot(0, 4)]], players)  # board indices too


def test_edge_moves_with_the_player_count():
    """Column G (the 7th) is the edge with two players and inside with three or more."""
    assert M.on_edge(["G4"], 2)
    assert not any(M.on_edge(["G4"], p) for p in (3, 4, 5))
    assert M.on_edge(["J5"], 5) and M.on_edge(["E10"], 5)


def test_a_lot_outside_the_play_area_is_refused():
    with pytest.raises(ValueError, match="H1 is not in the 7×7 play area"):
        M.on_edge(["A1", "H1"], 2)
    with pytest.raises(ValueError, match="K1"):
        M.on_edge(["K1"], 5)


# --- every requirement kind, met and not met ------------------------------------------------
CASES = [
    ({"kind": "edge"}, M.Facts(on_edge=True), M.Facts(on_edge=False), "on the edge of the board"),
    ({"kind": "zero_lot_markers"}, M.Facts(), M.Facts(lot_markers=3), "you have 3"),
    ({"kind": "own_building_size", "at_least": 3}, M.Facts(largest_building=3), M.Facts(largest_building=2), "size 3+"),
    ({"kind": "lots_of_type", "type": "residential", "at_least": 4}, M.Facts(residential_lots=5),
     M.Facts(residential_lots=3, commercial_lots=8), "4+ Lots worth of Residential"),
    ({"kind": "lots_of_type", "type": "commercial", "at_least": 4}, M.Facts(commercial_lots=4),
     M.Facts(commercial_lots=3, residential_lots=8), "4+ Lots worth of Commercial"),
    ({"kind": "population", "at_least": 6}, M.Facts(population=6), M.Facts(population=5), "6+ Citizens"),
    ({"kind": "deeds_bought", "at_least": 14}, M.Facts(deeds_bought=14), M.Facts(deeds_bought=13), "14+ Deeds"),
    ({"kind": "buildings", "at_least": 6}, M.Facts(buildings=6), M.Facts(buildings=5), "6+ Buildings"),
    ({"kind": "commercial_silver", "at_least": 3}, M.Facts(commercial_silver=3), M.Facts(commercial_silver=2),
     "3+ Silver"),
    ({"kind": "civic_buildings", "at_least": 2}, M.Facts(civic_buildings=2), M.Facts(civic_buildings=1),
     "2+ Civic Buildings"),
]  # fmt: skip


@pytest.mark.parametrize(("condition", "met", "unmet", "quoted"), CASES, ids=[c[0]["kind"] for c in CASES])
def test_requirement_kind(condition, met, unmet, quoted):
    monument = {"name": "Test Monument", "requirement": condition}
    assert M.requirement_problem(monument, met) is None
    problem = M.requirement_problem(monument, unmet)
    assert problem and problem.startswith("Test Monument: the card requires") and quoted in problem
    assert M.requirement_problem({"name": "Listed", "requirement": [condition]}, met) is None


def test_a_list_needs_all_of_them(by_name):
    both = {"name": "Both", "requirement": [{"kind": "edge"}, {"kind": "population", "at_least": 6}]}
    assert M.requirement_problem(both, M.Facts(on_edge=True, population=6)) is None
    only_edge = M.requirement_problem(both, M.Facts(on_edge=True, population=2))
    assert only_edge and "6+ Citizens" in only_edge and "edge" not in only_edge
    neither = M.requirement_problem(both, M.Facts())
    assert neither and "edge of the board" in neither and "6+ Citizens" in neither
    assert M.requirement_problem({"name": "None", "requirement": []}, M.Facts()) is None
    assert M.requirement_problem(by_name["Regia"], M.Facts()) is None


# --- broken data is refused ------------------------------------------------------------------
def broken(change):
    doc = copy.deepcopy(M.shipped())
    change(doc)
    return doc


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["monuments"][0]["requirement"].update(kind="moon"), "monuments/0/requirement"),
        (lambda d: d["monuments"][1]["requirement"].update(at_least=0), "monuments/1/requirement"),
        (lambda d: d["monuments"][0].update(colour="red"), "Additional properties"),
        (lambda d: d["monuments"][0].pop("value"), '"value" is a required property'),
        (lambda d: d["monuments"][0].update(confidence="certain"), "monuments/0/confidence"),
        (lambda d: d["monuments"].pop(), "18 listed, the game has 19"),
        (lambda d: d["monuments"][1].update(id="pantheon"), "id 'pantheon' is used twice"),
        (lambda d: d["monuments"][0].update(shape=[[0, 0], [2, 0]]), "pantheon.shape"),
        (lambda d: d["monuments"][0].update(shape=[[0, 0], [0, 0]]), "distinct"),
        (lambda d: d["monuments"][0].update(value={"citizens": 3}), "a civic Building cannot give citizens"),
    ],
)
def test_broken_data_is_refused(change, message):
    with pytest.raises(M.MonumentDataError, match="^monuments: ") as refused:
        M.check(broken(change))
    assert message in str(refused.value)


def test_an_unreadable_file_is_refused(tmp_path):
    path = tmp_path / "monuments.json"
    path.write_text('{"monuments": [')
    with pytest.raises(M.MonumentDataError, match=str(path)):
        M.load(path)
    path.write_text(json.dumps(broken(lambda d: d.pop("monuments"))))
    with pytest.raises(M.MonumentDataError, match='"monuments" is a required property'):
        M.load(path)
    with pytest.raises(M.MonumentDataError, match="missing.json"):
        M.load(tmp_path / "missing.json")
