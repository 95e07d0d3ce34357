"""The Monuments expansion: the 19 Monuments (``data/monuments.json``), checked once against
``SCHEMA``, and the pure rules the engine asks about them — Construction Requirements, the
edge of the play area, and what a Monument is worth beside its neighbours.

"Monuments are available for any player to build and are constructed just like the Buildings
from a player's personal supply. However, each Monument is unique" (Monuments Expansion).
"""

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema_rs
import orjson

from .board import LOT_INDEX, STRIDE, lots_in_play, name, side

DATA = Path(__file__).parent / "data" / "monuments.json"
#: "19 Monument Buildings & Icon tiles", "19 Monument cards" (Components).
COUNT = 19
COUNTED = ("own_building_size", "population", "deeds_bought", "buildings", "commercial_silver", "civic_buildings")
_AT_LEAST = {"type": "integer", "minimum": 1}
_CONDITION = {
    "oneOf": [
        {
            "type": "object",
            "properties": {"kind": {"enum": ["edge", "zero_lot_markers"]}},
            "required": ["kind"],
            "additionalProperties": False,
        },
        {
            "type": "object",
            "properties": {"kind": {"enum": list(COUNTED)}, "at_least": _AT_LEAST},
            "required": ["kind", "at_least"],
            "additionalProperties": False,
        },
        {
            "type": "object",
            "properties": {
                "kind": {"const": "lots_of_type"},
                "type": {"enum": ["residential", "commercial"]},
                "at_least": _AT_LEAST,
            },
            "required": ["kind", "type", "at_least"],
            "additionalProperties": False,
        },
    ]
}
_COUNT = {"type": "integer", "minimum": 0}
_VALUE = {
    "type": "object",
    "properties": {
        "citizens": _COUNT,
        "silver": _COUNT,
        "vp": _COUNT,
        "per_adjacent": {
            "type": "object",
            "properties": {
                "per": {"enum": ["building", "citizen", "silver", "civic"]},
                "gives": {"enum": ["citizens", "silver", "vp"]},
                "amount": _AT_LEAST,
                "divisor": _AT_LEAST,
            },
            "required": ["per", "gives", "amount", "divisor"],
            "additionalProperties": False,
        },
    },
    "minProperties": 1,
    "additionalProperties": False,
}
_CELL = {"type": "array", "items": {"type": "integer", "minimum": 0, "maximum": 9}, "minItems": 2, "maxItems": 2}
_MONUMENT = {
    "type": "object",
    "properties": {
        "id": {"type": "string", "pattern": "^[a-z][a-z_]*$"},
        "name": {"type": "string", "minLength": 1},
        "type": {"enum": ["residential", "commercial", "civic"]},
        "shape": {"type": "array", "items": _CELL, "minItems": 1, "maxItems": 9},
        "requirement": {"anyOf": [_CONDITION, {"type": "array", "items": _CONDITION}]},
        "value": _VALUE,
        "confidence": {"enum": ["rulebook", "probable"]},
        "guessed": {"type": "array", "items": {"enum": ["shape", "requirement", "value"]}, "uniqueItems": True},
        "_source": {"type": "string", "minLength": 1},
    },
    "required": ["id", "name", "type", "shape", "requirement", "value", "confidence", "_source"],
    "additionalProperties": False,
}
#: JSON Schema of ``data/monuments.json``.
SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "type": "object",
    "properties": {
        "_source": {"type": "string"},
        "face_up": {
            "type": "object",
            "properties": {"players_plus": {"type": "integer", "minimum": 0}},
            "required": ["players_plus"],
            "additionalProperties": False,
        },
        "monument_markers": {"type": "integer", "minimum": 1},
        "monuments": {"type": "array", "items": _MONUMENT},
    },
    "required": ["_source", "face_up", "monument_markers", "monuments"],
    "additionalProperties": False,
}
#: What each type of Building may give (residential: citizens; commercial: silver and VP; civic: VP).
GIVES = {"residential": {"citizens"}, "commercial": {"silver", "vp"}, "civic": {"vp"}}


class MonumentDataError(ValueError):
    """The monuments data file is unreadable, breaks ``SCHEMA`` or is inconsistent."""


@dataclass(frozen=True)
class Facts:
    """What the player building a Monument has now (the engine counts; these functions judge).

    ``residential_lots``/``commercial_lots``: lots covered by their buildings of that type;
    ``largest_building``: lots of their largest building; ``population``: their Citizens;
    ``commercial_silver``: silver on their commercial buildings; ``deeds_bought``; ``buildings``
    and ``civic_buildings`` on the board; ``lot_markers`` on the board (their empty lots);
    ``on_edge``: the placement touches the edge of the play area (see ``on_edge``).
    """

    residential_lots: int = 0
    commercial_lots: int = 0
    largest_building: int = 0
    population: int = 0
    commercial_silver: int = 0
    deeds_bought: int = 0
    buildings: int = 0
    civic_buildings: int = 0
    lot_markers: int = 0
    on_edge: bool = False


@dataclass(frozen=True)
class Adjacent:
    """What is orthogonally adjacent to a Monument, each adjacent building counted once:
    buildings, their citizens, their commercial silver, and civic buildings."""

    buildings: int = 0
    citizens: int = 0
    silver: int = 0
    civic: int = 0


def _validator() -> jsonschema_rs.Draft202012Validator:
    return jsonschema_rs.Draft202012Validator(SCHEMA, validate_formats=False)


def _place(error: Any) -> str:
    place = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.instance_path)
    return place.lstrip(".") or "(root)"


def _connected(cells: list[list[int]]) -> bool:
    points = {x * STRIDE + y for x, y in cells}
    seen, todo = set(), [next(iter(points))]
    while todo:
        p = todo.pop()
        if p not in seen:
            seen.add(p)
            todo += [q for q in (p - STRIDE, p + STRIDE, p - 1, p + 1) if q in points]
    return seen == points and len(points) == len(cells)


def _consistency(doc: dict[str, Any]) -> str | None:
    monuments = doc["monuments"]
    if len(monuments) != COUNT:
        return f"monuments: {len(monuments)} listed, the game has {COUNT}"
    for field in ("id", "name"):
        repeated = [v for v, n in Counter(m[field] for m in monuments).items() if n > 1]
        if repeated:
            return f"monuments: {field} {repeated[0]!r} is used twice"
    for m in monuments:
        if not _connected(m["shape"]):
            return f"{m['id']}.shape: the lots must be distinct and orthogonally connected"
        value = m["value"]
        gives = {k for k in ("citizens", "silver", "vp") if k in value}
        gives |= {value["per_adjacent"]["gives"]} if "per_adjacent" in value else set()
        if not gives <= GIVES[m["type"]]:
            return f"{m['id']}.value: a {m['type']} Building cannot give {', '.join(sorted(gives - GIVES[m['type']]))}"
    return None


def check(doc: Any, where: str = "monuments") -> dict[str, Any]:
    """``doc`` itself when it passes ``SCHEMA`` and the consistency checks, else ``MonumentDataError``."""
    errors = [f"{_place(e)}: {e.message}" for e in _validator().iter_errors(doc)]
    if errors:
        raise MonumentDataError(f"{where}: " + "; ".join(errors[:5]))
    problem = _consistency(doc)
    if problem:
        raise MonumentDataError(f"{where}: {problem}")
    result: dict[str, Any] = doc
    return result


def load(path: Path | str | None = None) -> dict[str, Any]:
    """The monuments file at ``path`` (default: the shipped one), validated."""
    path = Path(path) if path is not None else DATA
    try:
        doc = orjson.loads(path.read_bytes())
    except (OSError, orjson.JSONDecodeError) as exc:
        raise MonumentDataError(f"{path}: {exc}") from exc
    return check(doc, str(path))


@cache
def shipped() -> dict[str, Any]:
    """The shipped data, loaded and checked once."""
    return load()


def monuments() -> dict[str, dict[str, Any]]:
    """The 19 Monuments by id."""
    return {m["id"]: m for m in shipped()["monuments"]}


def face_up(players: int) -> int:
    """"Turn over a number of Monument cards equal to the number of players + 3" (Setup)."""
    return players + shipped()["face_up"]["players_plus"]


def conditions(monument: dict[str, Any]) -> list[dict[str, Any]]:
    """A monument's Construction Requirements as a list (all must be met; [] means none)."""
    requirement = monument["requirement"]
    return requirement if isinstance(requirement, list) else [requirement]


#: kind → (the Facts field, the card's wording, what the player has). The edge, lots-of-type,
#: size and zero-lot-marker wordings are the rulebook's card images; the others are written alike.
_CARD = {
    "edge": ("on_edge", "This Building must be constructed on a Lot on the edge of the board", ""),
    "zero_lot_markers": ("lot_markers", "You must have zero Lot markers on the board", "you have {have}"),
    "lots_of_type": ("", "You must own {n}+ Lots worth of {type} Buildings on the board (in any combination)", ""),
    "own_building_size": ("largest_building", "You must own a size {n}+ Building", "your largest is size {have}"),
    "population": ("population", "You must have {n}+ Citizens", "you have {have}"),
    "deeds_bought": ("deeds_bought", "You must have bought {n}+ Deeds", "you have bought {have}"),
    "buildings": ("buildings", "You must own {n}+ Buildings on the board", "you own {have}"),
    "commercial_silver": ("commercial_silver", "Your Commercial Buildings must show {n}+ Silver", "they show {have}"),
    "civic_buildings": ("civic_buildings", "You must own {n}+ Civic Buildings on the board", "you own {have}"),
}


def _unmet(condition: dict[str, Any], facts: Facts) -> str | None:
    kind = condition["kind"]
    field, card, has = _CARD[kind]
    n = condition.get("at_least", 0)
    if kind == "edge":
        return None if facts.on_edge else f'"{card}": none of its Lots is on the edge of the play area'
    if kind == "zero_lot_markers":
        return None if facts.lot_markers == 0 else f'"{card}": {has.format(have=facts.lot_markers)}'
    if kind == "lots_of_type":
        field, has = f"{condition['type']}_lots", "you own {have}"
        card = card.format(n=n, type=condition["type"].capitalize())
    have = getattr(facts, field)
    return None if have >= n else f'"{card.format(n=n)}": {has.format(have=have)}'


def requirement_problem(monument: dict[str, Any], facts: Facts) -> str | None:
    """Why ``facts`` fail the monument's Construction Requirements, or None when they are met.

    "First, you must confirm that you have fulfilled any Requirements listed on the Monument
    card for the Building you wish to construct."
    """
    unmet = [p for p in (_unmet(c, facts) for c in conditions(monument)) if p]
    return f"{monument['name']}: the card requires " + "; and ".join(unmet) if unmet else None


def on_edge(lots: Iterable[str | int], players: int) -> bool:
    """Whether a placement on ``lots`` (names or board indices) touches the edge of the play area.

    "'Edge of the board' refers to the edge of the active play area, which changes based on
    player count"; "at least one of the Lots it is built on must be on the edge of the play
    area (but they do not all have to be on the edge)." A lot outside the area is refused.
    """
    n, area = side(players), lots_in_play(players)
    edge = False
    for each in lots:
        index = LOT_INDEX.get(each) if isinstance(each, str) else each
        if index is None or index not in area:
            raise ValueError(f"lot {each if index is None else name(index)} is not in the {n}×{n} play area")
        column, row = divmod(index, STRIDE)
        edge = edge or column in (0, n - 1) or row in (0, n - 1)
    return edge


def amount(monument: dict[str, Any], gives: str, adjacent: Adjacent = Adjacent()) -> int:
    """The ``gives`` (citizens, silver or vp) of ``monument``: its base plus, per adjacent
    building, citizen, commercial silver or civic building, ``amount`` per ``divisor`` of them."""
    value = monument["value"]
    total: int = value.get(gives, 0)
    rule = value.get("per_adjacent")
    if rule and rule["gives"] == gives:
        counted = {"building": adjacent.buildings, "citizen": adjacent.citizens, "silver": adjacent.silver}
        count = counted.get(rule["per"], adjacent.civic)
        total += rule["amount"] * (count // rule["divisor"])
    return total


def citizens(monument: dict[str, Any], adjacent: Adjacent = Adjacent()) -> int:
    """Citizens on the Population tracker, e.g. the Temple of Minerva: "worth 2 Citizens, + 1
    Citizen for each adjacent Building (regardless of the size or type of Building)"."""
    return amount(monument, "citizens", adjacent)


def silver(monument: dict[str, Any], adjacent: Adjacent = Adjacent()) -> int:
    """Commercial silver, e.g. the Temple of Vulcan: "worth 1 Silver, + 1 Silver for each
    adjacent Building (regardless of the size or type of Building)"."""
    return amount(monument, "silver", adjacent)


def vp(monument: dict[str, Any], adjacent: Adjacent = Adjacent()) -> int:
    """Victory Points at Era scoring: a commercial monument's printed VP, or a civic
    monument's points from what is adjacent ("Civic Buildings provide Victory Points for any
    adjacent Buildings")."""
    return amount(monument, "vp", adjacent)
