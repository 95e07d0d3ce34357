"""The Monuments expansion: the 19 Monuments (``data/monuments.json``, checked against ``SCHEMA``)
and the pure rules the engine asks about them: Construction Requirements, the edge of the play
area, and a Monument's worth beside its neighbours. "Monuments are available for any player to
build and are constructed just like the Buildings from a player's personal supply."
"""

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema_rs
import orjson

from .board import COMPONENTS, LOT_INDEX, STRIDE, lots_in_play, name, side

DATA = Path(__file__).parent / "data" / "monuments.json"
DEALT: int = COMPONENTS["deeds_dealt"]
#: "19 Monument Buildings & Icon tiles", "19 Monument cards" (Components).
COUNT = 19
COUNTED = ("own_building_size", "population", "deeds_bought", "buildings", "commercial_silver", "civic_buildings")
_AT_LEAST = {"type": "integer", "minimum": 1}
_COUNT = {"type": "integer", "minimum": 0}


def _closed(required: list[str], **properties: Any) -> dict[str, Any]:
    """A JSON Schema object with exactly ``properties`` (``required`` among them)."""
    return {"type": "object", "properties": properties, "required": required, "additionalProperties": False}


_TYPE = {"enum": ["residential", "commercial"]}
_CONDITION = {
    "oneOf": [
        _closed(["kind"], kind={"enum": ["edge", "zero_lot_markers"]}),
        _closed(["kind", "at_least"], kind={"enum": list(COUNTED)}, at_least=_AT_LEAST),
        _closed(["kind", "type", "at_least"], kind={"const": "lots_of_type"}, type=_TYPE, at_least=_AT_LEAST),
    ]
}
#: ``per`` of a value's ``per_adjacent`` → the ``Adjacent`` count it reads.
PER = {"building": "buildings", "citizen": "citizens", "silver": "silver", "civic": "civic"}
_GIVES = {"enum": ["citizens", "silver", "vp"]}
_PER_ADJACENT = _closed(
    ["per", "gives", "amount", "divisor"], per={"enum": list(PER)}, gives=_GIVES, amount=_AT_LEAST, divisor=_AT_LEAST
)
_VALUE = _closed([], citizens=_COUNT, silver=_COUNT, vp=_COUNT, per_adjacent=_PER_ADJACENT) | {"minProperties": 1}
_CELL = {"type": "array", "items": {"type": "integer", "minimum": 0, "maximum": 9}, "minItems": 2, "maxItems": 2}
_MONUMENT = MONUMENT_SCHEMA = _closed(
    ["id", "name", "type", "shape", "requirement", "value", "confidence", "_source"],
    id={"type": "string", "pattern": "^[a-z][a-z_]*$"},
    name={"type": "string", "minLength": 1},
    type={"enum": ["residential", "commercial", "civic"]},
    shape={"type": "array", "items": _CELL, "minItems": 1, "maxItems": 9},
    requirement={"anyOf": [_CONDITION, {"type": "array", "items": _CONDITION}]},
    value=_VALUE,
    confidence={"enum": ["rulebook", "probable"]},
    guessed={"type": "array", "items": {"enum": ["shape", "requirement", "value"]}, "uniqueItems": True},
    _source={"type": "string", "minLength": 1},
)
#: JSON Schema of ``data/monuments.json``.
SCHEMA = _closed(
    ["_source", "face_up", "monument_markers", "monuments"],
    _source={"type": "string"},
    face_up=_closed(["players_plus"], players_plus=_COUNT),
    monument_markers=_AT_LEAST,
    monuments={"type": "array", "items": _MONUMENT},
)
#: What each type of Building may give (residential: citizens; commercial: silver and VP; civic: VP).
GIVES = {"residential": {"citizens"}, "commercial": {"silver", "vp"}, "civic": {"vp"}}


class MonumentDataError(ValueError):
    """The monuments data file is unreadable, breaks ``SCHEMA`` or is inconsistent."""


@dataclass(frozen=True)
class Facts:
    """What the builder has now (the engine counts, this module judges): lots under their residential/
    commercial buildings, largest building's size, Citizens, commercial silver, deeds bought, buildings
    and civic buildings on the board, lot markers on the board, and whether the placement is ``on_edge``."""

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
    """Around a Monument (orthogonally, each building once): buildings, citizens, commercial silver, civic."""

    buildings: int = 0
    citizens: int = 0
    silver: int = 0
    civic: int = 0


_VALIDATOR = jsonschema_rs.Draft202012Validator(SCHEMA, validate_formats=False)


def _connected(cells: list[list[int]]) -> bool:
    """The cells are distinct and orthogonally connected."""
    points, seen = {x * STRIDE + y for x, y in cells}, {cells[0][0] * STRIDE + cells[0][1]}
    while grown := {q for p in seen for q in (p - STRIDE, p + STRIDE, p - 1, p + 1) if q in points} - seen:
        seen |= grown
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


def check(doc: dict[str, Any], where: str = "monuments") -> dict[str, Any]:
    """``doc`` itself when it passes ``SCHEMA`` and the consistency checks, else ``MonumentDataError``."""
    if errors := [
        f"{'/'.join(map(str, e.instance_path)) or '(root)'}: {e.message}" for e in _VALIDATOR.iter_errors(doc)
    ]:
        raise MonumentDataError(f"{where}: " + "; ".join(errors[:5]))
    if problem := _consistency(doc):
        raise MonumentDataError(f"{where}: {problem}")
    return doc


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


@cache
def monuments() -> dict[str, dict[str, Any]]:
    """The 19 Monuments by id (one shared mapping: read it, never change it)."""
    return {m["id"]: m for m in shipped()["monuments"]}


def face_up(players: int) -> int:
    """The Monument cards turned over: "equal to the number of players + 3" (Setup)."""
    return players + int(shipped()["face_up"]["players_plus"])


#: kind → card wording (edge, lots, size, zero markers: as printed; others alike); _FIELD: the Facts read.
_CARD = {
    "edge": "This Building must be constructed on a Lot on the edge of the board",
    "zero_lot_markers": "You must have zero Lot markers on the board",
    "lots_of_type": "You must own {n}+ Lots worth of {type} Buildings on the board (in any combination)",
    "own_building_size": "You must own a size {n}+ Building",
    "population": "You must have {n}+ Citizens",
    "deeds_bought": "You must have bought {n}+ Deeds",
    "buildings": "You must own {n}+ Buildings on the board",
    "commercial_silver": "Your Commercial Buildings must show {n}+ Silver",
    "civic_buildings": "You must own {n}+ Civic Buildings on the board",
}
_FIELD = {"edge": "on_edge", "zero_lot_markers": "lot_markers", "own_building_size": "largest_building"}


def _unmet(condition: dict[str, Any], facts: Facts) -> str | None:
    kind, n = condition["kind"], condition.get("at_least", 0)
    kind_of = condition.get("type", "")
    card = _CARD[kind].format(n=n, type=kind_of.capitalize())
    have = getattr(facts, f"{kind_of}_lots" if kind_of else _FIELD.get(kind, kind))
    if kind == "edge":
        return None if have else f'"{card}": none of its Lots is on the edge of the play area'
    if kind == "zero_lot_markers":
        return None if have == 0 else f'"{card}": you have {have}'
    return None if have >= n else f'"{card}": you have {have}'


def requirement_problem(monument: dict[str, Any], facts: Facts) -> str | None:
    """Why ``facts`` fail the monument's Construction Requirements (a list: all of them), or None.
    "First, you must confirm that you have fulfilled any Requirements listed on the Monument card"."""
    required = monument["requirement"]
    unmet = [p for c in (required if isinstance(required, list) else [required]) if (p := _unmet(c, facts))]
    return f"{monument['name']}: the card requires " + "; and ".join(unmet) if unmet else None


def on_edge(lots: Iterable[str | int], players: int) -> bool:
    """Whether a placement on ``lots`` (names or board indices) touches the edge of the play area:
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
        total += rule["amount"] * (getattr(adjacent, PER[rule["per"]]) // rule["divisor"])
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
    """Victory Points at Era scoring: a commercial monument's printed VP, or a civic one's from
    what is adjacent ("Civic Buildings provide Victory Points for any adjacent Buildings")."""
    return amount(monument, "vp", adjacent)


# --- in play (the engine's questions) -------------------------------------------------------
def markers_left(state: Any, player: int) -> int:
    """Monument markers in ``player``'s tray: "If you do not have a Monument marker available to
    place, you cannot construct that Building" (6 each)."""
    built = sum(1 for b in state["buildings"] if b["owner"] == player and b["kind"] in monuments())
    return int(shipped()["monument_markers"]) - built


def facts(state: Any, player: int) -> Facts:
    """What ``player`` has now, for the requirements (the edge is the placement's: ``on_edge``)."""
    from .board import citizens, commercial_silver, kinds, lot_markers_on_board

    own = [b for b in state["buildings"] if b["owner"] == player]
    types = [kinds()[b["kind"]]["type"] for b in own]
    return Facts(
        residential_lots=sum(len(b["lots"]) for b, t in zip(own, types, strict=True) if t == "residential"),
        commercial_lots=sum(len(b["lots"]) for b, t in zip(own, types, strict=True) if t == "commercial"),
        largest_building=max((len(b["lots"]) for b in own), default=0),
        population=citizens(state, player),
        commercial_silver=commercial_silver(state, player),
        deeds_bought=len(state["players"][player]["deeds"]) - DEALT,
        buildings=len(own),
        civic_buildings=types.count("civic"),
        lot_markers=lot_markers_on_board(state, player),
    )


@cache
def needs_edge(kind: str) -> bool:
    """Whether Monument ``kind`` must touch the edge of the play area."""
    required = monuments()[kind]["requirement"]
    return any(c["kind"] == "edge" for c in (required if isinstance(required, list) else [required]))


def _without_edge(monument: dict[str, Any]) -> dict[str, Any]:
    required = monument["requirement"]
    conditions = required if isinstance(required, list) else [required]
    return {**monument, "requirement": [c for c in conditions if c["kind"] != "edge"]}


def _pool_problem(state: Any, player: int, kind: str) -> str | None:
    """Why Monument ``kind`` is out of ``player``'s reach whatever the requirements, or None."""
    if kind not in state["monuments"]["pool"]:
        return f"the {monuments()[kind]['name']} is not in the pool of Monuments (built, or not turned over)"
    if markers_left(state, player) <= 0:
        return "you have no Monument marker left to place (6 each)"
    return None


def unavailable(state: Any, player: int, kind: str, known: Facts | None = None) -> str | None:
    """Why ``player`` may not build Monument ``kind`` anywhere now, or None (the edge is a
    matter of the placement: ``placement_problem``); ``known``: ``facts(state, player)``."""
    found = _pool_problem(state, player, kind)
    return found or requirement_problem(_without_edge(monuments()[kind]), known or facts(state, player))


def buildable(state: Any, player: int) -> list[str]:
    """The Monuments of the pool ``player`` may build somewhere: every requirement met but the
    edge, which each placement meets or not (``needs_edge``, ``on_edge``)."""
    if not state["monuments"]["pool"]:
        return []
    known = facts(state, player)
    return [kind for kind in state["monuments"]["pool"] if unavailable(state, player, kind, known) is None]


def placement_problem(state: Any, player: int, kind: str, lots: list[str]) -> str | None:
    """Why Monument ``kind`` may not go on ``lots``, or None: every requirement, the edge
    judged on this placement ("at least one of the Lots it is built on must be on the edge")."""
    placed = replace(facts(state, player), on_edge=on_edge(lots, state["options"]["players"]))
    return _pool_problem(state, player, kind) or requirement_problem(monuments()[kind], placed)
