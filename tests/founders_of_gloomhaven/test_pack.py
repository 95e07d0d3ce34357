"""The Founders of Gloomhaven content pack (docs/founders-of-gloomhaven.md §4): the shipped pack
loads; each design check refuses a pack edited to break it, naming the place; the facts the
rulebook gives (../shared/rulebooks/founders-of-gloomhaven.txt, cited by line) are kept."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import orjson
import pytest

from rules.founders_of_gloomhaven import introductory, pack
from rules.founders_of_gloomhaven.draft import Draft
from rules.founders_of_gloomhaven.geometry import cells, rotations

Pack = dict[str, Any]


def _entry(data: Pack, family: str, ident: str) -> dict[str, Any]:
    return next(e for e in data[family] if e["id"] == ident)


def _amounts(amounts: list[dict[str, Any]]) -> dict[str, int]:
    return {a["resource"]: a["points"] for a in amounts}


@pytest.fixture(scope="module")
def shipped() -> Pack:
    return pack.load()


def test_shipped_pack_loads_and_says_it_is_a_reconstruction(shipped):
    assert shipped["source"]["kind"] == "reconstruction"
    assert any(note.startswith("board:") for note in shipped["notes"])
    assert pack.shipped() is pack.shipped()


def test_load_reads_another_path(tmp_path, shipped):
    other = tmp_path / "other.json"
    other.write_bytes(orjson.dumps(shipped))
    assert pack.load(other) == shipped
    with pytest.raises(pack.PackError, match="missing.json"):
        pack.load(tmp_path / "missing.json")


def _walk(node: Any) -> list[dict[str, Any]]:
    if isinstance(node, list):
        return [found for item in node for found in _walk(item)]
    if not isinstance(node, dict):
        return []
    return [node, *(found for value in node.values() for found in _walk(value))]


def test_schema_objects_closed_and_lists_bounded():
    nodes = _walk(pack.SCHEMA)
    assert all(n.get("additionalProperties") is False for n in nodes if n.get("type") == "object")
    assert all("maxItems" in n for n in nodes if n.get("type") == "array")


# --- each check refuses a pack broken for it -------------------------------------------
def _set_forbidden_all_but_two(data: Pack) -> None:
    _entry(data, "races", "orchid")["forbidden"] = ["knowledge", "population", "livestock", "crops", "stone", "wood"]


def _unsection(data: Pack) -> None:
    board = data["board"]
    board["terrain"][4] = board["terrain"][4][:8] + "c" + board["terrain"][4][9:]
    board["sections"][4] = board["sections"][4][:8] + "0" + board["sections"][4][9:]


def _no_green_south(data: Pack) -> None:
    board = data["board"]
    for y in range(8, 14):
        board["terrain"][y] = board["terrain"][y][:9] + board["terrain"][y][9:].replace("g", "c")


def _intro(data: Pack, count: str, member: str) -> Any:
    return data["introductory"][count][member]


def _tile(data: Pack, count: str, resource: str) -> dict[str, Any]:
    return next(t for t in _intro(data, count, "tiles") if t["resource"] == resource)


def _placed(data: Pack, count: str, member: str, race: str) -> dict[str, Any]:
    return next(b for b in _intro(data, count, member) if b["race"] == race)


def _prestige(data: Pack, count: str, ident: str) -> dict[str, Any]:
    return next(p for p in _intro(data, count, "prestige") if p["id"] == ident)


INTRO_BREAKS: list[tuple[str, Callable[[Pack], None], str]] = [
    (
        "intro races",
        lambda d: _intro(d, "4", "races")[3].update(resources=["stone"]),
        "introductory.4.races: not the races and resources of L557",
    ),
    (
        "intro unknown race",
        lambda d: _entry(d, "races", "orchid").update(id="orchids"),
        "introductory.4.races.orchid: unknown race",
    ),
    (
        "intro unknown resource",
        lambda d: _tile(d, "3", "metal").update(resource="salt"),
        r"introductory.3.tiles\[0\]: unknown resource 'salt'",
    ),
    (
        "intro tile shape",
        lambda d: _tile(d, "4", "machinery").update(squares=[[5, 3], [6, 3], [7, 4]]),
        r"introductory.4.tiles\[2\] \(machinery\): squares do not match",
    ),
    (
        "intro tile on river",
        lambda d: _tile(d, "4", "metal").update(squares=[[8, 5]]),
        r"introductory.4.tiles\[0\] \(metal\): on a river",
    ),
    (
        "intro owner",
        lambda d: _tile(d, "3", "wood").update(owner="orchid"),
        r"\(wood\): owner 'orchid' is not a player",
    ),
    (
        "intro neutral",
        lambda d: _tile(d, "4", "gems").update(owner="neutral"),
        r"introductory.4.tiles\[10\] \(gems\): only basic resources no player controls",
    ),
    (
        "intro owned basic",
        lambda d: _tile(d, "4", "metal").update(owner="human", access=[]),
        r"\(metal\): human owns a basic resource it does not control",
    ),
    (
        "intro access",
        lambda d: _tile(d, "4", "brick")["access"].append("human"),
        r"\(brick\): access is for the other players",
    ),
    (
        "intro one type per section",
        lambda d: _intro(d, "4", "tiles").append(
            {"resource": "livestock", "squares": [[9, 12]], "owner": "neutral", "access": []}
        ),
        r"\(livestock\): a second tile of its type",
    ),
    (
        "intro house count",
        lambda d: _intro(d, "3", "houses").pop(),
        "introductory.3.houses: one for each player",
    ),
    (
        "intro house green",
        lambda d: _placed(d, "4", "houses", "quatryl").update(square=[4, 1]),
        r"introductory.4.houses.quatryl: \[4, 1\] is not green",
    ),
    (
        "intro bridge river",
        lambda d: _placed(d, "4", "bridges", "orchid").update(square=[9, 3]),
        r"introductory.4.bridges.orchid: \[9, 3\] is not river/wall",
    ),
    (
        "intro overlap",
        lambda d: _intro(d, "4", "roads").append([15, 3]),
        r"introductory.4.roads\[\d+\]: \[15, 3\] is taken by tiles",
    ),
    (
        "intro adjacency",
        lambda d: _placed(d, "4", "houses", "human").update(square=[15, 4]),
        r"\(population\): adjacent to houses.human, both human's",
    ),
    ("intro prestige set", lambda d: _intro(d, "2", "prestige").pop(), "introductory.2.prestige: the Salt Barrel"),
    (
        "intro fixed spot",
        lambda d: _prestige(d, "4", "ghost_fortress").update(squares=[[11, 3], [12, 3], [11, 4], [12, 4]]),
        "prestige.ghost_fortress: not on its fixed spot",
    ),
    (
        "intro prestige colour",
        lambda d: _prestige(d, "4", "salt_barrel").update(squares=[[12, 8], [13, 8], [12, 9], [13, 9]]),
        "prestige.salt_barrel: no beige square",
    ),
    (
        "intro delivery required",
        lambda d: _prestige(d, "4", "salt_barrel")["deliveries"].append({"resource": "stone", "by": "neutral"}),
        "prestige.salt_barrel.deliveries: stone is not required",
    ),
    (
        "intro delivery neutral",
        lambda d: _prestige(d, "4", "soldiers_garrison")["deliveries"].append({"resource": "leather", "by": "neutral"}),
        "prestige.soldiers_garrison.deliveries: leather is not a neutral",
    ),
    (
        "intro delivery connected",
        lambda d: _prestige(d, "4", "soldiers_garrison")["deliveries"].append(
            {"resource": "leather", "by": "vermling"}
        ),
        "prestige.soldiers_garrison.deliveries: no leather tile of vermling is connected",
    ),
    (
        "intro neutral delivery missing",
        lambda d: _prestige(d, "3", "ghost_fortress")["deliveries"].clear(),
        "introductory.3.prestige.ghost_fortress.deliveries: the neutral stone",
    ),
    (
        "intro income",
        lambda d: _intro(d, "2", "income")[0].update(tokens=3),
        "introductory.2.income.human: 3 tokens, but it owns 4 types, so 5",
    ),
    ("intro lasting", lambda d: d["introductory"]["4"].update(lasting=0), "introductory.4.lasting"),
]


BREAKS: list[tuple[str, Callable[[Pack], None], str]] = [
    ("schema", lambda d: d["races"][0].update(colour="red"), r"races\[0\]: Additional properties"),
    ("schema bound", lambda d: d["board"]["names"].append("east"), r"board.names"),
    ("unique ids", lambda d: d["advisers"][1].update(id="herald"), "advisers: id 'herald' is used twice"),
    ("references", lambda d: _entry(d, "races", "human").update(basic="salt"), "races.human.basic: unknown resource"),
    ("effects", lambda d: d["effects"].pop(), "action: effect 'per' is not in effects"),
    ("counts", lambda d: d["prestige_buildings"].pop(), "prestige_buildings: 20 entries"),
    (
        "tiers",
        lambda d: _entry(d, "resources", "labor").update(tier=2, cost=4, shape=[[0, 0], [1, 0], [2, 0]]),
        "resources: 7 of tier 2, the rulebook has 6",
    ),
    (
        "shape",
        lambda d: _entry(d, "resources", "machinery").update(shape=[[0, 0], [2, 0], [0, 1]]),
        "resources.machinery.shape",
    ),
    (
        "footprint",
        lambda d: _entry(d, "resources", "books")["shape"].append([3, 0]),
        "resources.books: tier 2 covers 3",
    ),
    (
        "lower tier",
        lambda d: _entry(d, "resources", "brick")["recipe"].append({"resource": "labor", "points": 1}),
        "resources.brick.recipe: needs",
    ),
    (
        "tier 3 from tier 2",
        lambda d: _entry(d, "resources", "weapons").update(
            recipe=[{"resource": "metal", "points": 1}, {"resource": "wood", "points": 1}]
        ),
        "resources.weapons.recipe: a tier-3",
    ),
    (
        "basic worth 1",
        lambda d: _entry(d, "resources", "machinery")["recipe"][0].update(points=2),
        "resources.machinery.recipe: every basic",
    ),
    (
        "non-negative",
        lambda d: _entry(d, "prestige_buildings", "guild_hall")["requires"][0].update(points=5),
        "prestige_buildings.guild_hall.requires: government",
    ),
    ("forbidden", lambda d: _entry(d, "races", "human")["forbidden"].append("population"), "races.human.forbidden"),
    (
        "card forbidden",
        lambda d: _entry(d, "resources", "food")["forbidden"].append("crops"),
        "resources.food.forbidden",
    ),
    ("draft", _set_forbidden_all_but_two, "races: the resource draft cannot finish"),
    (
        "adviser resource",
        lambda d: _entry(d, "advisers", "herald").update(resource="books"),
        "advisers.herald.resource: a tier-2",
    ),
    ("rows", lambda d: d["board"]["terrain"].pop(), "board.terrain: not 14 rows of 18"),
    (
        "section marks",
        lambda d: d["board"]["sections"].__setitem__(0, "-" + d["board"]["sections"][0][1:]),
        r"board.sections\[0\]\[0\]",
    ),
    (
        "connected section",
        lambda d: d["board"]["sections"].__setitem__(13, "1" + d["board"]["sections"][13][1:]),
        "section 1 .north. is not one connected",
    ),
    ("diagonal touch", _unsection, "touches section"),
    ("green", _no_green_south, "section 2 has no green"),
    (
        "fixed shape",
        lambda d: d["board"]["fixed"].update(ghost_fortress=[[12, 3], [13, 3], [12, 4], [14, 4]]),
        "board.fixed.ghost_fortress .ghost_fortress.: does not match",
    ),
    (
        "fixed on river",
        lambda d: d["board"]["fixed"].update(gatehouse_a=[[8, 3], [8, 4]]),
        "board.fixed.gatehouse_a .gatehouse_west.: off the city sections",
    ),
    (
        "fixed owner",
        lambda d: _entry(d, "prestige_buildings", "gatehouse_south").update(fixed="gatehouse_a"),
        "board.fixed.gatehouse_a: 2 prestige",
    ),
    (
        "one type per section",
        lambda d: d["board"]["fixed"].update(gatehouse_b=[[0, 12], [1, 12]]),
        "prestige_buildings.gatehouse_south: a building of its type",
    ),
    (
        "placement",
        lambda d: d["board"].update(terrain=[row.replace("b", "c") for row in d["board"]["terrain"]]),
        "prestige_buildings.salt_barrel: no legal placement",
    ),
]


BREAKS += INTRO_BREAKS


@pytest.mark.parametrize(("edit", "place"), [(e, p) for _, e, p in BREAKS], ids=[n for n, _, _ in BREAKS])
def test_check_refuses_a_broken_pack(shipped, edit, place):
    broken = copy.deepcopy(shipped)
    edit(broken)
    with pytest.raises(pack.PackError, match=place):
        pack.check(broken)


def test_draft_steal_chain_ends():
    """Q3 as read here (L103–106): with no valid card left, a player steals a drafted card and
    the robbed player picks again at once; a card stolen in a chain is not stolen again."""
    forbidden = {card: set() for card in "xyzwuv"}
    races = [{"id": "a", "basic": "x", "forbidden": ["z", "w"]}, {"id": "b", "basic": "y", "forbidden": []}]
    draft = Draft(races, forbidden, list("xyzwuv"))
    held = (frozenset("u"), frozenset("v"))
    assert draft.moves((2, held, None, frozenset())) == [(2, (frozenset("uv"), frozenset()), 1, frozenset("v"))]
    assert draft.problem() is None
    races[0]["forbidden"] = ["z", "w", "v"]
    assert "a has no card to take or steal" in (Draft(races, forbidden, list("xyzwuv")).problem() or "")


# --- the given facts -------------------------------------------------------------------
def test_resources_tiers_costs_footprints_and_tiles(shipped):
    """L131–142 (basic), L89–101 and L144–153 (tiers 2 and 3, $4/$6, 3 and 4 squares), L19–21 (3 tiles each)."""
    tiers = {r["name"]: (r["tier"], len(r["shape"]), r["cost"], r["tiles"]) for r in shipped["resources"]}
    for name in ("Knowledge", "Population", "Livestock", "Crops", "Stone", "Wood", "Metal", "Gems"):
        assert tiers[name] == (1, 1, None, 3)
    for name in ("Machinery", "Jewelry", "Leather", "Food", "Brick", "Books"):
        assert tiers[name] == (2, 3, 4, 3)
    for name in ("Labor", "Weapons", "Cloth", "Government"):
        assert tiers[name] == (3, 4, 6, 3)


def test_given_recipes(shipped):
    """Machinery = Metal 1 + Knowledge 1 (L170–171, L200–204, L277–281); Brick uses Stone 1
    (L243–247); Government = Jewelry 2 + Books 4 (L258–264); Books uses Crops 1 (L264–266)."""
    recipe = {r["id"]: _amounts(r["recipe"]) for r in shipped["resources"]}
    assert recipe["machinery"] == {"metal": 1, "knowledge": 1}
    assert recipe["brick"]["stone"] == 1
    assert recipe["government"] == {"jewelry": 2, "books": 4}
    assert recipe["books"]["crops"] == 1


def test_given_prestige_buildings(shipped):
    """University: Stone 3 (L206–208, L238–241); Merchant's Guild: Brick 8 (L243–245); Guild Hall:
    Government 8 (L267–268); Machinery delivered for 4 (L279–280); Weapons to the Fortress and
    the Garrison (L603–604); the Salt Barrel (L491, L570); Gatehouses and Ghost Fortress fixed
    (L65–66, L505–507)."""
    needs = {p["name"]: _amounts(p["requires"]) for p in shipped["prestige_buildings"]}
    assert needs["University"]["stone"] == 3
    assert needs["Merchant's Guild"]["brick"] == 8
    assert needs["Guild Hall"]["government"] == 8
    assert any(n.get("machinery") == 4 for n in needs.values())
    assert "weapons" in needs["Ghost Fortress"] and "weapons" in needs["Soldier's Garrison"]
    assert "Salt Barrel" in needs
    fixed = {
        p["fixed"] for p in shipped["prestige_buildings"] if "Gatehouse" in p["name"] or p["id"] == "ghost_fortress"
    }
    assert fixed == {"gatehouse_a", "gatehouse_b", "ghost_fortress"}


def test_given_races_and_advisers(shipped):
    """Human/Population, Vermling/Wood, Quatryl/Knowledge, Orchid/Gems (L559–561); Inox and
    Valrath (L4); the Driver is an upgrade adviser (L324–327); advisers are worth 0, 1 or 3 (L333)."""
    basic = {r["name"]: r["basic"] for r in shipped["races"]}
    assert {k: basic[k] for k in ("Human", "Vermling", "Quatryl", "Orchid")} == {
        "Human": "population",
        "Vermling": "wood",
        "Quatryl": "knowledge",
        "Orchid": "gems",
    }
    assert {"Inox", "Valrath"} <= set(basic)
    assert _entry(shipped, "advisers", "driver")["type"] == "upgrade"
    assert {a["points"] for a in shipped["advisers"]} == {0, 1, 3}


def test_given_prices(shipped):
    """Trade L346–349, upgrade L357–358, construct L377–381 and L405–406, $7 L61, vote minimum L443–444."""
    prices = shipped["prices"]
    assert prices["trade"]["red"] == {"import": 1, "access": 2, "import_access": 3}
    assert prices["trade"]["beige"] == {"import": 2, "access": 3, "import_access": 4}
    assert prices["trade"]["green"] == prices["trade"]["grey"] == {"import": 3, "access": 4, "import_access": 5}
    assert prices["upgrade"] == {"tier2": 4, "tier3": 6}
    assert prices["construct"] == {"main": 3, "follow": 4}
    assert prices["start_money"] == 7
    assert prices["vote_minimum"] == {"2": 3, "3": 2, "4": 2}


def test_banner_values_reproduce_the_worked_examples(shipped):
    """E4 (L243–247): Brick delivered for 8 with Grey's Stone: Yellow 7, Grey 1. E5 (L249–273):
    6 / 6 / 2. E6 (L277–281): Machinery with neutral Metal delivered for 4 keeps 1."""
    recipe = {r["id"]: _amounts(r["recipe"]) for r in shipped["resources"]}
    needs = {p["id"]: _amounts(p["requires"]) for p in shipped["prestige_buildings"]}
    assert needs["merchants_guild"]["brick"] - recipe["brick"]["stone"] == 7
    jewelry, books, crops = recipe["government"]["jewelry"], recipe["government"]["books"], recipe["books"]["crops"]
    build = (jewelry, books - crops, crops)
    deliver = (needs["guild_hall"]["government"] - books, books - crops, crops)
    assert tuple(map(sum, zip(build, deliver, strict=True))) == (6, 6, 2)
    machinery = recipe["machinery"]
    assert 4 - machinery["knowledge"] - 2 * machinery["metal"] == 1


def test_only_the_gatehouses_share_a_type(shipped):
    """A type is shape and colour (L116–117, L501–502); the two Gatehouses are one type (Q17),
    every other building its own, so the duplicate-proposal rule touches only them."""

    def kind(p: dict[str, Any]) -> tuple[Any, str]:
        return min(sorted(r) for r in rotations(cells(p["shape"]))), p["colour"]

    kinds = [kind(p) for p in shipped["prestige_buildings"]]
    shared = {p["id"] for p, k in zip(shipped["prestige_buildings"], kinds, strict=True) if kinds.count(k) > 1}
    assert shared == {"gatehouse_west", "gatehouse_south"}


def test_introductory_delivery_through_roads_and_own_bridge(shipped):
    """A player's tile delivers when joined by roads and that player's bridge (L177–183, L400–403):
    the Orchid's Jewelry reaches the square (7, 2) west of its bridge at (8, 3); nobody else's
    bridge carries it, and a road chain does (the Quatryl's Machinery to (3, 6) by the road (4, 5))."""
    board, setup = pack.Board(shipped["board"]), shipped["introductory"]["4"]
    assert introductory.delivers(board, setup, "orchid", "jewelry", {(7, 2)})
    assert not introductory.delivers(board, setup, "quatryl", "machinery", {(7, 1)})
    assert introductory.delivers(board, setup, "quatryl", "machinery", {(3, 6)})
    assert not introductory.delivers(board, setup, "quatryl", "knowledge", {(9, 3)})


@pytest.mark.parametrize("count", ["2", "3", "4"])
def test_introductory_starting_numbers(shipped, count):
    """E11 (L578–582): one house and one bridge each (so one worker and one fleeting influence at
    income), income one higher than the types owned, 3 with 3–4 players and 5 with 2 (L580–581),
    one lasting influence (L581–582); the races of L557–561; the Salt Barrel, Ghost Fortress and
    Soldier's Garrison built (L569–571), so their cards leave the deck; only 1- and 3-point
    advisers remain (L572–574)."""
    setup = shipped["introductory"][count]
    races = [entry["race"] for entry in setup["races"]]
    assert len(races) == int(count)
    assert sorted(h["race"] for h in setup["houses"]) == sorted(races)
    assert sorted(b["race"] for b in setup["bridges"]) == sorted(races)
    income = {entry["race"]: entry["tokens"] for entry in setup["income"]}
    assert income == dict.fromkeys(races, 5 if count == "2" else 3)
    assert all(income[r] == len(introductory.owned_types(setup, r)) + 1 for r in races)
    assert setup["lasting"] == 1
    built = {p["id"] for p in setup["prestige"]}
    assert built == {"salt_barrel", "ghost_fortress", "soldiers_garrison"}
    deck = [p["id"] for p in shipped["prestige_buildings"] if p["id"] not in built]
    assert len(deck) == 18
    assert {a["points"] for a in shipped["advisers"] if a["points"]} == {1, 3}


def test_introductory_geography(shipped):
    """The tips (L590–612): Livestock in the south with no Livestock in the north (L592–593), Metal
    in the west (L603–605), Crops on the east coast (L594–595, L610–611) out of the Quatryl's and
    the Human's access, the Orchid's Gems and Jewelry across a river from the Quatryl's
    Knowledge (L597–599), the Vermling without access to the Metal (L603–605)."""
    board = pack.Board(shipped["board"])
    names = shipped["board"]["names"]
    for count, setup in shipped["introductory"].items():
        where = {t["resource"]: names[board.section(tuple(t["squares"][0]))] for t in setup["tiles"]}
        assert (where["livestock"], where["metal"]) == ("south", "west")
        crops = _tile(shipped, count, "crops")
        assert crops["squares"][0][0] >= 16 and crops["access"] == []
        assert board.terrain(tuple(crops["squares"][0])) == "b"
        assert "vermling" not in _tile(shipped, count, "metal")["access"]
        assert "quatryl" not in _tile(shipped, count, "livestock")["access"] or count == "2"
        if count == "4":
            assert where["gems"] == where["jewelry"] != where["knowledge"]


def test_introductory_refuses_a_forbidden_resource(shipped):
    """The 2-player Human holds Population and Gems (L561); a Gems card forbidding Population
    (L86–87) is refused by the introductory check (the draft check, run first, refuses it too)."""
    broken = copy.deepcopy(shipped)
    _entry(broken, "resources", "gems")["forbidden"].append("population")
    assert introductory.check(broken) == "introductory.2.races.human: 'population' is forbidden to it (L81–87)"
