"""The Founders of Gloomhaven content pack: its JSON Schema (``schema.py``) and ``load``, which
reads ``data/pack.json`` (or another pack), validates it against the schema and then checks
what the schema cannot say: references, the component counts of the rulebook, shapes,
recipes, the map's sections and fixed spots, a legal placement for every prestige building,
a finishable resource draft and the introductory setups (design note §4, constraints 1–9). A broken pack fails with a
``PackError`` naming the place."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import cache
from itertools import combinations
from pathlib import Path
from typing import Any

import jsonschema_rs
import orjson

from .draft import draft_problem
from .geometry import COLOUR_CODE, Board, adjacent, cells, connected, rotations
from .schema import pack_schema

DATA = Path(__file__).parent / "data"
PACK = DATA / "pack.json"
SCHEMA = pack_schema()
#: Component counts (L19–48, L131–153): basic / tier 2 / tier 3 resources, races, prestige
#: buildings, advisers; footprint size and price by tier.
TIER_COUNTS = {1: 8, 2: 6, 3: 4}
FOOTPRINT = {1: 1, 2: 3, 3: 4}
COST = {1: None, 2: 4, 3: 6}
COUNTS = {"races": 8, "prestige_buildings": 21, "advisers": 18}
Pack = dict[str, Any]


class PackError(ValueError):
    """A content pack breaks its schema or a design constraint; the message names the place."""


def load(path: Path | str | None = None) -> Pack:
    """The pack at ``path`` (default: the shipped ``data/pack.json``), validated and checked."""
    path = Path(path) if path is not None else PACK
    try:
        pack: Pack = orjson.loads(path.read_bytes())
    except (OSError, orjson.JSONDecodeError) as exc:
        raise PackError(f"{path}: {exc}") from exc
    return check(pack, str(path))


@cache
def shipped() -> Pack:
    """The shipped pack, loaded once."""
    return load()


def check(pack: Pack, where: str = "pack") -> Pack:
    """``pack`` itself when it passes the schema and every check, else a ``PackError``."""
    errors = [_schema_error(e) for e in _validator().iter_errors(pack)]
    if errors:
        raise PackError(f"{where}: " + "; ".join(errors[:5]))
    for each in CHECKS:
        problem = each(pack)
        if problem:
            raise PackError(f"{where}: {problem}")
    return pack


@cache
def _validator() -> jsonschema_rs.Draft202012Validator:
    return jsonschema_rs.Draft202012Validator(SCHEMA, validate_formats=False)


def _schema_error(error: Any) -> str:
    place = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.instance_path)
    return f"{place.lstrip('.') or '(root)'}: {error.message}"


def by_id(pack: Pack, family: str) -> dict[str, dict[str, Any]]:
    return {entry["id"]: entry for entry in pack[family]}


# --- ids, references and counts --------------------------------------------------------
FAMILIES = ("resources", "races", "prestige_buildings", "advisers", "effects")


def unique_ids(pack: Pack) -> str | None:
    for family in FAMILIES:
        repeated = [i for i, n in Counter(e["id"] for e in pack[family]).items() if n > 1]
        if repeated:
            return f"{family}: id {repeated[0]!r} is used twice"
    return None


def _references(pack: Pack) -> list[tuple[str, str]]:
    """(place, resource id) for every resource a pack entry names."""
    found = []
    for r in pack["resources"]:
        found += [(f"resources.{r['id']}.recipe", a["resource"]) for a in r["recipe"]]
        found += [(f"resources.{r['id']}.forbidden", f) for f in r["forbidden"]]
    for race in pack["races"]:
        found += [(f"races.{race['id']}.basic", race["basic"])]
        found += [(f"races.{race['id']}.forbidden", f) for f in race["forbidden"]]
    for p in pack["prestige_buildings"]:
        found += [(f"prestige_buildings.{p['id']}.requires", a["resource"]) for a in p["requires"]]
    found += [(f"advisers.{a['id']}.resource", a["resource"]) for a in pack["advisers"]]
    return found


def references(pack: Pack) -> str | None:
    resources = by_id(pack, "resources")
    for place, resource in _references(pack):
        if resource not in resources:
            return f"{place}: unknown resource {resource!r}"
    declared = set(by_id(pack, "effects"))
    for family in ("races", "prestige_buildings", "advisers"):
        for entry in pack[family]:
            unknown = [e["effect"] for e in entry["action"] if e["effect"] not in declared]
            if unknown:
                return f"{family}.{entry['id']}.action: effect {unknown[0]!r} is not in effects"
    return None


def counts(pack: Pack) -> str | None:
    tiers = Counter(r["tier"] for r in pack["resources"])
    for tier, wanted in TIER_COUNTS.items():
        if tiers[tier] != wanted:
            return f"resources: {tiers[tier]} of tier {tier}, the rulebook has {wanted} (L131–153)"
    for family, wanted in COUNTS.items():
        if len(pack[family]) != wanted:
            return f"{family}: {len(pack[family])} entries, the rulebook has {wanted} (L19–48)"
    return None


# --- resources -------------------------------------------------------------------------
def shapes(pack: Pack) -> str | None:
    for family in ("resources", "prestige_buildings"):
        for entry in pack[family]:
            squares = cells(entry["shape"])
            if len(squares) != len(entry["shape"]) or not connected(squares):
                return f"{family}.{entry['id']}.shape: not one connected piece of distinct squares"
    for r in pack["resources"]:
        if len(r["shape"]) != FOOTPRINT[r["tier"]] or r["cost"] != COST[r["tier"]]:
            return (
                f"resources.{r['id']}: tier {r['tier']} covers {FOOTPRINT[r['tier']]} squares, costs {COST[r['tier']]}"
            )
    return None


def _recipe_problem(r: dict[str, Any], resources: dict[str, dict[str, Any]]) -> str | None:
    tiers = [resources[a["resource"]]["tier"] for a in r["recipe"]]
    if r["tier"] == 1:
        return "a basic resource has no recipe" if tiers else None
    if len(tiers) < 2 or any(t >= r["tier"] for t in tiers):
        return "needs at least two prerequisites, each of a lower tier (L144–153)"
    if r["tier"] == 3 and 2 not in tiers:
        return "a tier-3 resource is built from at least one tier-2 resource (L149–151)"
    if any(a["points"] != 1 for a in r["recipe"] if resources[a["resource"]]["tier"] == 1):
        return "every basic prerequisite is worth 1 (neutral basics are worth 2, L276–277)"
    return None


def recipe_total(resource: dict[str, Any]) -> int:
    """What the owner of ``resource`` pays on: the sum of its banner values."""
    return sum(a["points"] for a in resource["recipe"])


def recipes(pack: Pack) -> str | None:
    resources = by_id(pack, "resources")
    for r in pack["resources"]:
        problem = _recipe_problem(r, resources)
        if problem:
            return f"resources.{r['id']}.recipe: {problem}"
    return None


def non_negative(pack: Pack) -> str | None:
    """Constraint 5: every use of an advanced resource pays its owner at least what the owner
    passes on to players' basic (and tier-2) prerequisites."""
    resources = by_id(pack, "resources")
    users = [(f"resources.{r['id']}.recipe", r["recipe"]) for r in pack["resources"]]
    users += [(f"prestige_buildings.{p['id']}.requires", p["requires"]) for p in pack["prestige_buildings"]]
    for place, amounts in users:
        for amount in amounts:
            if amount["points"] < recipe_total(resources[amount["resource"]]):
                return f"{place}: {amount['resource']} is worth {amount['points']}, less than its own banners"
    return None


def forbidden(pack: Pack) -> str | None:
    resources = by_id(pack, "resources")
    for r in pack["resources"]:
        if r["forbidden"] and (r["tier"] != 1 or r["id"] in r["forbidden"]):
            return f"resources.{r['id']}.forbidden: only basic-resource cards forbid, never themselves (L86–87)"
    basics = Counter(race["basic"] for race in pack["races"])
    for race in pack["races"]:
        if resources[race["basic"]]["tier"] != 1 or basics[race["basic"]] > 1:
            return f"races.{race['id']}.basic: each race has its own basic resource (L76–77)"
        if race["basic"] in race["forbidden"] or any(resources[f]["tier"] != 1 for f in race["forbidden"]):
            return f"races.{race['id']}.forbidden: only other basic resources may be forbidden (L81–83)"
    return None


def draft(pack: Pack) -> str | None:
    found = draft_problem(pack)
    return f"races: the resource draft cannot finish for {found}" if found else None


def advisers(pack: Pack) -> str | None:
    """Constraint 8: each type is represented; only 3-point advisers (the bottom of the deck,
    L70–72) may show a tier-2 resource, so recruiting them stays possible."""
    resources = by_id(pack, "resources")
    types = Counter(a["type"] for a in pack["advisers"])
    for kind in ("recruit", "trade", "upgrade", "construct"):
        if types[kind] < 4:
            return f"advisers: only {types[kind]} {kind} advisers"
    for a in pack["advisers"]:
        tier = resources[a["resource"]]["tier"]
        if tier == 3 or (tier == 2 and a["points"] != 3):
            return f"advisers.{a['id']}.resource: a tier-{tier} resource on a {a['points']}-point adviser"
    return None


# --- the map ---------------------------------------------------------------------------
def board_rows(pack: Pack) -> str | None:
    board = pack["board"]
    for key in ("terrain", "sections"):
        rows = board[key]
        if len(rows) != board["height"] or any(len(row) != board["width"] for row in rows):
            return f"board.{key}: not {board['height']} rows of {board['width']} squares"
    for y, (terrain, sections) in enumerate(zip(board["terrain"], board["sections"], strict=True)):
        for x, (t, s) in enumerate(zip(terrain, sections, strict=True)):
            if (t in "kp.") != (s == "-"):
                return f"board.sections[{y}][{x}]: '-' exactly on river/wall, purple and off-board squares"
    return None


def _section_squares(board: Board) -> dict[int, set[tuple[int, int]]]:
    found: dict[int, set[tuple[int, int]]] = {0: set(), 1: set(), 2: set()}
    for square in board.squares():
        section = board.section(square)
        if section is not None:
            found[section].add(square)
    return found


def sections(pack: Pack) -> str | None:
    """Constraint 1: three 4-connected sections, no two squares of different sections touching,
    even diagonally (L119–120)."""
    board = Board(pack["board"])
    for number, squares in _section_squares(board).items():
        if not connected(squares):
            return f"board.sections: section {number} ({pack['board']['names'][number]}) is not one connected region"
    for square in board.squares():
        here = board.section(square)
        for near in adjacent(square):
            there = board.section(near)
            if here is not None and there is not None and there != here:
                return f"board.sections{list(square)}: touches section {there} at {list(near)}"
    return None


def terrain(pack: Pack) -> str | None:
    """Constraint 2: green in every section (houses, L387), grey for the opening stalls (L113),
    at least 12 river/wall squares, a purple square, every pair of sections bridgeable."""
    board = Board(pack["board"])
    parts = _section_squares(board)
    for number, squares in parts.items():
        if not any(board.terrain(s) == "g" for s in squares):
            return f"board.terrain: section {number} has no green square for a house"
    codes = Counter(board.terrain(s) for s in board.squares())
    if codes["c"] < 4 or codes["k"] < 12 or codes["p"] < 1:
        return "board.terrain: needs 4 grey squares, 12 river/wall squares and the purple square"
    for a, b in combinations(parts, 2):
        if not any(_bridges(board, square, {a, b}) for square in board.squares()):
            return f"board.terrain: no river/wall square joins sections {a} and {b}"
    return None


def _bridges(board: Board, square: tuple[int, int], pair: set[int]) -> bool:
    return board.terrain(square) == "k" and pair <= {board.section(n) for n in adjacent(square)}


def fixed_spots(pack: Pack) -> str | None:
    """Constraint 3: each fixed spot lies in one section, fits its building and its colour,
    and has free squares around it; every spot has exactly one building (L505–507)."""
    board = Board(pack["board"])
    owners = Counter(p["fixed"] for p in pack["prestige_buildings"] if p["fixed"])
    for p in pack["prestige_buildings"]:
        if p["fixed"]:
            problem = _spot_problem(board, board.fixed[p["fixed"]], p)
            if problem:
                return f"board.fixed.{p['fixed']} ({p['id']}): {problem}"
    for key in board.fixed:
        if owners[key] != 1:
            return f"board.fixed.{key}: {owners[key]} prestige buildings are fixed there, not 1"
    return None


def _spot_problem(board: Board, spot: set[tuple[int, int]], building: dict[str, Any]) -> str | None:
    where = {board.section(s) for s in spot}
    if None in where:
        return "off the city sections"
    if len(where) != 1:
        return "spans two sections"
    if not any(spot == set(r) for r in placed_rotations(building, spot)):
        return "does not match the building's shape"
    if not any(board.terrain(s) == COLOUR_CODE[building["colour"]] for s in spot):
        return f"has no {building['colour']} square"
    if not any(board.buildable(n) for s in spot for n in adjacent(s)):
        return "has no free square around it"
    return None


def placed_rotations(building: dict[str, Any], spot: set[tuple[int, int]]) -> list[set[tuple[int, int]]]:
    left, top = min(x for x, _ in spot), min(y for _, y in spot)
    return [{(x + left, y + top) for x, y in r} for r in rotations(cells(building["shape"]))]


def placements(pack: Pack) -> str | None:
    """Constraint 4: every prestige building not on a fixed spot has a legal placement on the
    empty board (L498–504)."""
    board = Board(pack["board"])
    for p in pack["prestige_buildings"]:
        if not p["fixed"] and next(board.placements(cells(p["shape"]), p["colour"]), None) is None:
            return f"prestige_buildings.{p['id']}: no legal placement on the empty board"
    return None


def prestige_types(pack: Pack) -> str | None:
    """Fixed buildings of one type (shape and colour, Q17) must be on spots in different sections."""
    board = Board(pack["board"])
    seen: dict[tuple[frozenset[tuple[int, int]], str], int] = {}
    for p in pack["prestige_buildings"]:
        if p["fixed"]:
            kind = (min(rotations(cells(p["shape"])), key=sorted), p["colour"])
            section = board.section(next(iter(board.fixed[p["fixed"]])))
            if seen.get(kind) == section:
                return f"prestige_buildings.{p['id']}: a building of its type is fixed in the same section"
            seen[kind] = section if section is not None else -1
    return None


def introductory_setups(pack: Pack) -> str | None:
    """The introductory setups (``introductory.py``, which builds on this module)."""
    from . import introductory

    return introductory.check(pack)


CHECKS: tuple[Callable[[Pack], str | None], ...] = (
    unique_ids,
    references,
    counts,
    shapes,
    recipes,
    non_negative,
    forbidden,
    advisers,
    board_rows,
    sections,
    terrain,
    fixed_spots,
    prestige_types,
    placements,
    draft,
    introductory_setups,
)
