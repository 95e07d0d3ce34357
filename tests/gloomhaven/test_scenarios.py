"""The scenario maps (``rules/gloomhaven/scenarios.py``, ``data/scenarios/``), converted from
Virtual Gloomhaven Board by ``scripts/gloomhaven_scenarios.py``.

Rulebook, "Line-of-sight": a wall is "the line edge of a map tile or the entire area of any
partial hex along the edge of a map tile, unless covered by an overlay tile", and "two hexes
separated by a wall line are not considered adjacent". Round summary, "SETUP SCENARIO": place
the starting room's overlays and monsters, then the characters in the starting room.

The tests that compare with the VGB sources read ``../shared/data/gloomhaven`` next to the
repository and are skipped, saying so, when that folder is absent.
"""

import collections
import functools
import importlib.util
import json
import re
import sys
from pathlib import Path

import pytest

from rules.gloomhaven import monster_moves, parse_request
from rules.gloomhaven import scenarios as sc
from rules.gloomhaven.hexes import DIRECTIONS

REPO = Path(__file__).resolve().parents[2]
SHARED = REPO / ".." / "shared" / "data" / "gloomhaven"
MISSING = f"the VGB sources are not here: {SHARED.resolve()} does not exist (the shared folder next to the repository)"
MAIN = sc.numbers()
SOLO = sc.numbers(solo=True)
ALL = [(n, False) for n in MAIN] + [(n, True) for n in SOLO]
IDS = [f"{'solo-' if solo else ''}{n}" for n, solo in ALL]

# Exceptions found in the VGB data (see data/scenarios/README.md), each checked to be exact.
DOORS_OFF_A_ROOM = {90, 96, 108, 109, 111, 113, 115}
UNREACHABLE = {90: 33, 96: 38, 97: 7, 107: 29, 115: 6}  # hexes, with every room open
SHARED_HEX = {88: (3, 4)}  # a frost demon and a lurker on one hex for 3 and 4 characters
#: rooms whose hexes differ from their tile's mask: covered partial hexes (+), #101's J1b (-)
EXTRA_HEXES = {
    (35, 0): 4,
    (35, 1): 4,
    (36, 0): 4,
    (36, 1): 4,
    (98, 1): 8,
    (98, 3): 2,
    (98, 5): 2,
    (101, 1): 2,
    (101, 2): 6,
    (101, 5): 3 - 28,
    (115, 1): 1,
    (115, 2): 1,
}


def _converter():
    """``scripts/gloomhaven_scenarios.py`` as a module (``scripts`` is not a package)."""
    name = "gloomhaven_scenarios"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, REPO / "scripts" / "gloomhaven_scenarios.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module  # dataclasses look their module up while the class is made
        spec.loader.exec_module(module)
    return sys.modules[name]


def _shared(name):
    if not SHARED.is_dir():
        pytest.skip(MISSING)
    return _read_shared(name)


@functools.cache
def _read_shared(name):
    return json.loads((SHARED / name).read_text())


def _map(scenario):
    """Every hex of the map (rooms and doors) with the rooms it joins."""
    owners = collections.defaultdict(set)
    for room in scenario.rooms:
        for h in room.hexes:
            owners[h].add(room.id)
    for door in scenario.doors:
        owners[door.hex] |= set(door.rooms)
    return owners


def _neighbours(h):
    return [(h[0] + dq, h[1] + dr) for dq, dr in DIRECTIONS]


def _reachable(scenario):
    """The open hexes of the whole map that a walk from the starting hexes reaches, stepping
    only between adjacent hexes with no thin wall between them."""
    cells = scenario.open_hexes(range(len(scenario.rooms)))
    walls = {frozenset(w) for w in scenario.thin_walls}
    seen = set(scenario.starting_hexes())
    frontier = list(seen)
    while frontier:
        h = frontier.pop()
        for n in _neighbours(h):
            if n in cells and n not in seen and frozenset((h, n)) not in walls:
                seen.add(n)
                frontier.append(n)
    return cells, seen


# --- the converter -----------------------------------------------------------------------
def test_the_committed_maps_are_what_the_converter_writes():
    """``scripts/gloomhaven_scenarios.py --check``: every file up to date, none left over."""
    if not SHARED.is_dir():
        pytest.skip(MISSING)
    converter = _converter()
    wanted, skipped = converter.outputs()
    committed = {p.relative_to(sc.SCENARIOS) for p in sc.SCENARIOS.rglob("*.json")}
    assert committed == set(wanted)
    for relative, text in wanted.items():
        assert (sc.SCENARIOS / relative).read_text() == text, f"{relative} is out of date: run the converter"
    assert sorted(map(str, skipped)) == ["solo/10.json", "solo/7.json", "solo/9.json"]


def test_every_main_scenario_has_a_map():
    assert [n for n in range(1, 116) if n not in (55, 100)] == MAIN  # 55 and 100 are missing upstream
    assert [n for n in range(1, 19) if n not in (7, 9, 10)] == SOLO


# --- each map, against its own data --------------------------------------------------------
@pytest.mark.parametrize(("number", "solo"), ALL, ids=IDS)
def test_rooms_hold_their_whole_tile_and_nothing_of_another(number, solo):
    """Every room has the hexes of its tile's mask (no two placed tiles overlap), save the
    covered partial hexes and #101's J1b, which its pieces J1ba and J1bb cover."""
    tiles = _shared("tiles.json")
    scenario = sc.load(number, solo)
    for room in scenario.rooms:
        extra = 0 if solo else EXTRA_HEXES.get((number, room.id), 0)
        assert len(room.hexes) == tiles[room.tile]["hex_count"] + extra, (room.id, room.tile)


@pytest.mark.parametrize(("number", "solo"), ALL, ids=IDS)
def test_every_door_touches_both_its_rooms(number, solo):
    """A door hex lies in or next to a hex of each room it joins (listed VGB exceptions)."""
    scenario = sc.load(number, solo)
    off = []
    for door in scenario.doors:
        near = {scenario.room_of(h) for h in [door.hex, *_neighbours(door.hex)]}
        off += [(door.hex, room) for room in door.rooms if room not in near]
    assert bool(off) == (number in DOORS_OFF_A_ROOM and not solo), off


@pytest.mark.parametrize(("number", "solo"), ALL, ids=IDS)
def test_thin_walls_are_exactly_the_tile_edges_no_door_covers(number, solo):
    """A thin wall between two adjacent map hexes exactly when they share no room (a door hex
    being in both rooms it joins)."""
    scenario = sc.load(number, solo)
    owners = _map(scenario)
    expected = {frozenset((a, b)) for a in owners for b in _neighbours(a) if b in owners and not owners[a] & owners[b]}
    walls = [frozenset(w) for w in scenario.thin_walls]
    assert len(walls) == len(set(walls))
    assert set(walls) == expected


@pytest.mark.parametrize(("number", "solo"), ALL, ids=IDS)
def test_every_hex_is_reachable_from_the_start_with_every_room_open(number, solo):
    scenario = sc.load(number, solo)
    cells, seen = _reachable(scenario)
    assert len(cells - seen) == (0 if solo else UNREACHABLE.get(number, 0))


@pytest.mark.parametrize(("number", "solo"), ALL, ids=IDS)
def test_monsters_and_characters_start_on_the_map(number, solo):
    """Starting hexes lie in the rooms revealed at setup; monsters on open hexes, one a hex."""
    scenario = sc.load(number, solo)
    assert scenario.starting_hexes()
    assert 0 in scenario.starting_rooms()
    assert set(scenario.starting_hexes()) <= scenario.open_hexes(scenario.starting_rooms())
    every_room = scenario.open_hexes(range(len(scenario.rooms)))
    for characters in (2, 3, 4):
        placed = [p["hex"] for p in scenario.monsters_for(characters)]
        assert set(placed) <= every_room
        shared = len(placed) != len(set(placed))
        assert shared == (not solo and characters in SHARED_HEX.get(number, ())), characters


@pytest.mark.parametrize(("number", "solo"), ALL, ids=IDS)
def test_the_whole_map_is_a_valid_monster_moves_map(number, solo):
    """With every room open, the map is accepted by the monster AI's request parser."""
    scenario = sc.load(number, solo)
    game_map = scenario.monster_map(range(len(scenario.rooms)))
    start = list(scenario.starting_hexes()[0])
    monster = next(h for h in game_map["hexes"] if h not in game_map["obstacles"] and h != start)
    figures = [{"id": "C1", "side": "character", "hex": start}, {"id": "M1", "side": "monster", "hex": monster}]
    request = parse_request({"map": game_map, "figures": figures, "active": "M1", "ability": {"move": 2}})
    assert len(request.hexes) == len(game_map["hexes"])
    assert not request.hexes & scenario.walls


# --- against the VGB global maps of the shared data ------------------------------------------
def _axial(x, y):
    return (x - (y - (y & 1)) // 2, y)


@pytest.mark.parametrize(("number", "solo"), ALL, ids=IDS)
def test_agrees_with_the_shared_global_maps(number, solo):
    """``scenario_maps.json`` (computed separately, in offset coordinates): the same hexes
    (tile masks, door cells, overlay cells), tiles, doors and monsters."""
    theirs = _shared("scenario_maps.json")[f"{'solo/' if solo else ''}{number}"]
    scenario = sc.load(number, solo)
    cells = {_axial(h[0], h[1]) for h in theirs["hexes"]}
    door_cells = {_axial(*c) for d in theirs["doors"] for c in d["cells"]}
    overlay_cells = {_axial(*c) for o in theirs["overlays"] for c in o["cells"]}
    assert set(_map(scenario)) == cells | door_cells | overlay_cells
    assert cells <= {h for room in scenario.rooms for h in room.hexes}
    assert {t["ref"] for t in theirs["tiles"]} == {room.tile for room in scenario.rooms}
    corridors = {h for o in scenario.overlays if o.type == "corridor" for h in o.hexes}
    assert {d.hex for d in scenario.doors} | corridors == door_cells
    level = {"none": None, "normal": "normal", "elite": "elite"}
    their_monsters = collections.Counter(
        (m["monster"], _axial(m["x"], m["y"]), *(level[m[k]] for k in ("twoPlayer", "threePlayer", "fourPlayer")))
        for m in theirs["monsters"]
    )
    assert collections.Counter((m.monster, m.hex, *m.players) for m in scenario.monsters) == their_monsters


# --- Black Barrow, by hand ----------------------------------------------------------------
def test_black_barrow_tiles_doors_and_walls():
    """#1: L1a (the start: 7 rows of 5-4-5-4-5-4-5 hexes), G1b (23) and I1b (28), one stone
    door each. VGB lays G1b's local (-1, 1) on L1a's local door cell (-1, 3) = axial (-2, 3)."""
    black_barrow = sc.load(1)
    assert black_barrow.name == "Black Barrow"
    assert [(r.id, r.tile, len(r.hexes)) for r in black_barrow.rooms] == [
        (0, "l1a", 32),
        (1, "g1b", 23),
        (2, "i1b", 28),
    ]
    assert [(d.hex, d.rooms, d.kind) for d in black_barrow.doors] == [
        ((-7, 5), (1, 2), "stone"),
        ((-2, 3), (0, 1), "stone"),
    ]
    door = (-2, 3)
    assert black_barrow.room_of(door) is None and black_barrow.room_of((0, 0)) == 0
    assert {black_barrow.room_of(n) for n in _neighbours(door)} == {0, 1}  # three hexes of each
    # beside the door L1a and G1b touch along the tile edge: two wall lines
    assert black_barrow.thin_walls == (((-3, 4), (-2, 4)), ((-2, 2), (-1, 2)))
    assert black_barrow.reveals(0) == {0} and black_barrow.starting_rooms() == [0]


def test_black_barrow_overlays():
    """Starting hexes in L1a; two spike traps in G1b; two tables, five coins and chest 7 in I1b."""
    black_barrow = sc.load(1)
    by_room = collections.defaultdict(list)
    for o in black_barrow.overlays:
        by_room[o.room].append((o.type, o.kind, len(o.hexes)))
    assert sorted(by_room[0]) == [("start", None, 1)] * 7
    assert sorted(by_room[1]) == [("trap", "spike", 1)] * 2
    assert sorted(by_room[2]) == [("coin", None, 1)] * 5 + [("obstacle", "table", 2)] * 2 + [("treasure", None, 1)]
    assert [o.id for o in black_barrow.overlays if o.type == "treasure"] == ["7"]
    assert sum(o.amount for o in black_barrow.overlays if o.type == "coin") == 5
    assert len(black_barrow.starting_hexes()) == 7
    assert {black_barrow.room_of(h) for h in black_barrow.starting_hexes()} == {0}
    tokens = black_barrow.overlays_for(rooms=[1])
    assert tokens == [
        {"type": "trap", "hex": [-7, 4], "kind": "spike"},
        {"type": "trap", "hex": [-6, 4], "kind": "spike"},
    ]


BLACK_BARROW_MONSTERS = {
    # room: {(monster, elite): [2, 3, 4 characters]}, as the scenario book's rooms list them
    0: {("bandit-guard", False): [2, 6, 4], ("bandit-guard", True): [1, 0, 2]},
    1: {
        ("bandit-archer", False): [0, 2, 2],
        ("bandit-archer", True): [1, 1, 1],
        ("bandit-guard", False): [2, 0, 2],
        ("bandit-guard", True): [0, 1, 1],
    },
    2: {
        ("bandit-archer", False): [2, 1, 4],
        ("bandit-archer", True): [0, 1, 0],
        ("living-bones", False): [2, 1, 4],
        ("living-bones", True): [0, 1, 0],
    },
}


@pytest.mark.parametrize("characters", [2, 3, 4])
def test_black_barrow_monsters_for_each_party_size(characters):
    black_barrow = sc.load(1)
    for room, counts in BLACK_BARROW_MONSTERS.items():
        placed = collections.Counter((p["monster"], p["elite"]) for p in black_barrow.monsters_for(characters, [room]))
        expected = {kind: n[characters - 2] for kind, n in counts.items() if n[characters - 2]}
        assert placed == expected, room


def test_one_character_uses_the_two_character_column_and_five_are_refused():
    """The book's columns are 2, 3 and 4 characters; one character takes the first."""
    black_barrow = sc.load(1)
    assert black_barrow.monsters_for(1) == black_barrow.monsters_for(2)
    for wrong in (0, 5):
        with pytest.raises(ValueError, match="1 to 4 characters"):
            black_barrow.monsters_for(wrong)


def test_black_barrow_first_room_for_the_monster_ai():
    """The starting room (and its door) as a monster-moves map: a bandit guard walks at the
    character standing on a starting hex."""
    black_barrow = sc.load(1)
    game_map = black_barrow.monster_map([0])
    assert len(game_map["hexes"]) == 32 + 1 and [-2, 3] in game_map["hexes"]
    assert game_map["thin_walls"] == [] and game_map["traps"] == []  # G1b's traps are not out yet
    guard = black_barrow.monsters_for(2, [0])[0]
    request = {
        "map": game_map,
        "figures": [
            {"id": "C1", "side": "character", "hex": [3, 1], "initiative": 30},
            {"id": "A", "side": "monster", "hex": list(guard["hex"])},
        ],
        "active": "A",
        "ability": {"move": 2},
    }
    assert parse_request(request).active.hex == guard["hex"]
    assert monster_moves(request)["focus"] == ["C1"]
    both = black_barrow.monster_map([0, 1])
    assert both["traps"] == [[-7, 4], [-6, 4]] and len(both["thin_walls"]) == 2


# --- other rules of the maps -------------------------------------------------------------
def test_tiles_joined_by_corridors_are_revealed_together():
    """#3: L3a and L1b are joined along a whole edge by corridors, so they are one room."""
    scenario = sc.load(3)
    assert scenario.reveals(0) == {0, 1} and scenario.starting_rooms() == [0, 1]
    assert all(d.kind == "corridor" for d in scenario.doors if set(d.rooms) == {0, 1})


def test_the_starting_room_is_room_0_even_when_vgb_starts_elsewhere():
    """#12: VGB's root tile is D1a, but the starting hexes are on E1a."""
    scenario = sc.load(12)
    assert scenario.rooms[0].tile == "e1a"
    assert {scenario.room_of(h) for h in scenario.starting_hexes()} == {0}


def test_wall_overlays_are_not_part_of_the_map():
    """#107: the iron, glass and rock walls stay in their rooms' hexes but are wall."""
    scenario = sc.load(107)
    assert len(scenario.walls) > 20
    every_room = range(len(scenario.rooms))
    assert not scenario.walls & scenario.open_hexes(every_room)
    assert scenario.walls <= {h for room in scenario.rooms for h in room.hexes}
    game_map = scenario.monster_map(every_room)
    assert not {tuple(h) for w in game_map["thin_walls"] for h in w} & scenario.walls


def test_the_loader_refuses_a_broken_file(tmp_path):
    good = json.loads(sc.scenario_path(1).read_text())
    cases = {
        "[doors][0][kind]": {**good, "doors": [{**good["doors"][0], "kind": "portal"}]},
        "is also in room 0": {**good, "rooms": [*good["rooms"][:2], {**good["rooms"][2], "hexes": [[0, 0]]}]},
        "must be two different rooms": {**good, "doors": [{"hex": [-2, 3], "rooms": [1, 1], "kind": "stone"}]},
        "must be adjacent hexes": {**good, "thin_walls": [[[0, 0], [2, 0]]]},
        "is not on the map": {**good, "monsters": [{**good["monsters"][0], "hex": [50, 50]}]},
    }
    for expected, data in cases.items():
        path = tmp_path / "1.json"
        path.write_text(json.dumps(data))
        with pytest.raises(ValueError, match=re.escape(expected)) as caught:
            sc._read(path)
        assert str(path) in str(caught.value)
    with pytest.raises(KeyError):
        sc.load(55)
