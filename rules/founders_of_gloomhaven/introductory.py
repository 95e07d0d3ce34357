"""The introductory game's setups in a content pack (``introductory``, for 2, 3 and 4 players;
rulebook L557–612): checked at load like the rest of the pack (design note §4, constraint 7):
the races and resources of L557–561, every tile, house, bridge and road placed legally on
the pack's board, the prestige buildings with the deliveries the rules make, and the income."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from . import pack as packs
from .geometry import COLOUR_CODE, Board, adjacent, cells

Pack = dict[str, Any]

#: The races of the introductory game per player count (L557–561).
INTRODUCTORY_RACES = {
    "2": {"human": {"population", "gems"}, "quatryl": {"knowledge", "wood"}},
    "3": {"human": {"population"}, "vermling": {"wood"}, "quatryl": {"knowledge"}},
    "4": {"human": {"population"}, "vermling": {"wood"}, "quatryl": {"knowledge"}, "orchid": {"gems"}},
}
#: The prestige buildings on the board at the start (L569–571).
INTRODUCTORY_PRESTIGE = {"salt_barrel", "ghost_fortress", "soldiers_garrison"}
NEUTRAL = "neutral"
Squares = set[tuple[int, int]]


def owned_types(setup: dict[str, Any], race: str) -> set[str]:
    """The resource types ``race`` owns on the board of an introductory ``setup``."""
    return {t["resource"] for t in setup["tiles"] if t["owner"] == race}


def check(pack: Pack) -> str | None:
    """Constraint 7: each introductory setup has the rulebook's races and resources, every
    building placed legally on the board, and the income and influence of L578–582."""
    board = Board(pack["board"])
    for count, setup in pack["introductory"].items():
        for each in (_intro_races, _intro_tiles, _intro_personal, _intro_prestige, _intro_income):
            problem = each(pack, board, count, setup)
            if problem:
                return f"introductory.{count}.{problem}"
    return None


def _intro_races(pack: Pack, board: Board, count: str, setup: dict[str, Any]) -> str | None:
    races, resources = packs.by_id(pack, "races"), packs.by_id(pack, "resources")
    held = {entry["race"]: entry["resources"] for entry in setup["races"]}
    if {r: set(rs) for r, rs in held.items()} != INTRODUCTORY_RACES[count]:
        return f"races: not the races and resources of L557–561 for {count} players"
    for race, controlled in held.items():
        if race not in races or any(r not in resources for r in controlled):
            return f"races.{race}: unknown race or resource"
        if races[race]["basic"] not in controlled:
            return f"races.{race}: does not control its own basic {races[race]['basic']!r} (L76–77)"
        cards = [races[race], *(resources[r] for r in controlled)]
        banned = [r for r in controlled for card in cards if r in card["forbidden"]]
        if banned:
            return f"races.{race}: {banned[0]!r} is forbidden to it (L81–87)"
    return None


def _intro_tiles(pack: Pack, board: Board, count: str, setup: dict[str, Any]) -> str | None:
    resources = packs.by_id(pack, "resources")
    held = {entry["race"]: set(entry["resources"]) for entry in setup["races"]}
    per_section: set[tuple[int | None, str]] = set()
    for i, tile in enumerate(setup["tiles"]):
        resource = resources.get(tile["resource"])
        if resource is None:
            return f"tiles[{i}]: unknown resource {tile['resource']!r}"
        problem = _footprint(board, cells(tile["squares"]), resource) or _tile_owner(tile, resource, held)
        section = board.section(next(iter(cells(tile["squares"]))))
        if problem is None and (section, resource["id"]) in per_section:
            problem = "a second tile of its type in the section (L368–369, L529)"
        if problem:
            return f"tiles[{i}] ({tile['resource']}): {problem}"
        per_section.add((section, resource["id"]))
    return None


def _tile_owner(tile: dict[str, Any], resource: dict[str, Any], held: dict[str, set[str]]) -> str | None:
    owner, controlled = tile["owner"], set().union(*held.values())
    if owner != NEUTRAL and owner not in held:
        return f"owner {owner!r} is not a player of this setup"
    if owner == NEUTRAL and (resource["tier"] != 1 or resource["id"] in controlled):
        return "only basic resources no player controls are neutral (L554–557, Q8)"
    if owner != NEUTRAL and resource["tier"] == 1 and resource["id"] not in held[owner]:
        return f"{owner} owns a basic resource it does not control (L554–557)"
    if any(a not in held or a == owner for a in tile["access"]):
        return "access is for the other players of this setup (L525)"
    return None


def _footprint(board: Board, squares: Squares, entry: dict[str, Any]) -> str | None:
    """Why ``squares`` cannot hold ``entry``'s shape on the empty board, or None."""
    if not any(squares == r for r in packs.placed_rotations(entry, squares)):
        return "squares do not match its shape"
    if not all(map(board.buildable, squares)):
        return "on a river/wall, purple, blue or off-board square"
    if len({board.section(s) for s in squares}) != 1:
        return "spans two sections"
    return None


def _intro_personal(pack: Pack, board: Board, count: str, setup: dict[str, Any]) -> str | None:
    players = [entry["race"] for entry in setup["races"]]
    for kind, terrain in (("houses", "g"), ("bridges", "k")):
        races = sorted(b["race"] for b in setup[kind])
        if races != sorted(players):
            return f"{kind}: one for each player (L578–579)"
        for b in setup[kind]:
            if board.terrain((b["square"][0], b["square"][1])) != terrain:
                where = "green (L387)" if kind == "houses" else "river/wall (L398–399)"
                return f"{kind}.{b['race']}: {list(b['square'])} is not {where}"
    used: dict[tuple[int, int], str] = {}
    for place, squares in _buildings(setup):
        for square in squares:
            if square in used:
                return f"{place}: {list(square)} is taken by {used[square]}"
            used[square] = place
    for race in players:
        own = [
            (f"tiles[{i}] ({t['resource']})", cells(t["squares"]))
            for i, t in enumerate(setup["tiles"])
            if t["owner"] == race
        ]
        own += [(f"houses.{race}", {tuple(h["square"])}) for h in setup["houses"] if h["race"] == race]
        for (a, first), (b, second) in combinations(own, 2):
            if any(n in second for s in first for n in adjacent(s)):
                return f"{a}: adjacent to {b}, both {race}'s (L519–520)"
    return None


def _buildings(setup: dict[str, Any]) -> list[tuple[str, Squares]]:
    found = [(f"tiles[{i}] ({t['resource']})", cells(t["squares"])) for i, t in enumerate(setup["tiles"])]
    found += [(f"{k}.{b['race']}", {(b["square"][0], b["square"][1])}) for k in ("houses", "bridges") for b in setup[k]]
    found += [(f"roads[{i}]", {(r[0], r[1])}) for i, r in enumerate(setup["roads"])]
    return found + [(f"prestige.{p['id']}", cells(p["squares"])) for p in setup["prestige"]]


def _intro_prestige(pack: Pack, board: Board, count: str, setup: dict[str, Any]) -> str | None:
    buildings, resources = packs.by_id(pack, "prestige_buildings"), packs.by_id(pack, "resources")
    if {p["id"] for p in setup["prestige"]} != INTRODUCTORY_PRESTIGE or len(setup["prestige"]) != 3:
        return "prestige: the Salt Barrel, Ghost Fortress and Soldier's Garrison (L569–571)"
    controlled = {r for entry in setup["races"] for r in entry["resources"]}
    for road in setup["roads"]:
        if not board.buildable((road[0], road[1])):
            return f"roads: {list(road)} is not a free square"
    for placed in setup["prestige"]:
        building, squares = buildings[placed["id"]], cells(placed["squares"])
        place = f"prestige.{placed['id']}"
        spot = board.fixed.get(building["fixed"]) if building["fixed"] else None
        if spot is not None and squares != spot:
            return f"{place}: not on its fixed spot {building['fixed']} (L505–507)"
        problem = _footprint(board, squares, building) if spot is None else None
        if problem is None and not any(board.terrain(s) == COLOUR_CODE[building["colour"]] for s in squares):
            problem = f"no {building['colour']} square (L498–500)"
        if problem:
            return f"{place}: {problem}"
        required = {a["resource"] for a in building["requires"]}
        delivered = {d["resource"]: d["by"] for d in placed["deliveries"]}
        for resource, by in delivered.items():
            if resource not in required:
                problem = f"{resource} is not required"
            elif by == NEUTRAL and (resources[resource]["tier"] != 1 or resource in controlled):
                problem = f"{resource} is not a neutral resource (Q8)"
            elif by != NEUTRAL and not delivers(board, setup, by, resource, squares):
                problem = f"no {resource} tile of {by} is connected (L210–212)"
            if problem:
                return f"{place}.deliveries: {problem}"
        for resource in sorted(required - set(delivered)):
            if resources[resource]["tier"] == 1 and resource not in controlled:
                return f"{place}.deliveries: the neutral {resource} is delivered at placement (L281–283)"
    return None


def delivers(board: Board, setup: dict[str, Any], race: str, resource: str, target: Squares) -> bool:
    """Whether a ``resource`` tile of ``race`` is connected to ``target``: adjacent, or joined by
    roads and ``race``'s bridges (L177–183, L400–403)."""
    carriers = {(r[0], r[1]) for r in setup["roads"]}
    carriers |= {(b["square"][0], b["square"][1]) for b in setup["bridges"] if b["race"] == race}
    reached, todo = set(target), list(target)
    while todo:
        for near in adjacent(todo.pop()):
            if near in carriers and near not in reached:
                reached.add(near)
                todo.append(near)
    tiles = [cells(t["squares"]) for t in setup["tiles"] if t["owner"] == race and t["resource"] == resource]
    return any(n in squares for squares in tiles for s in reached for n in adjacent(s))


def _intro_income(pack: Pack, board: Board, count: str, setup: dict[str, Any]) -> str | None:
    """Income tokens: one per resource type owned (L457–458, Q4), plus one (L580–581)."""
    players = [entry["race"] for entry in setup["races"]]
    income = {entry["race"]: entry["tokens"] for entry in setup["income"]}
    if sorted(income) != sorted(players):
        return "income: one entry for each player"
    for race in players:
        wanted = len(owned_types(setup, race)) + 1
        if income[race] != wanted:
            return f"income.{race}: {income[race]} tokens, but it owns {wanted - 1} types, so {wanted} (L580–581)"
    if setup["lasting"] != 1:
        return "lasting: every player starts with one lasting influence (L581–582)"
    return None
