"""The monster-moves request: its limits, its checks and its typed form.

``parse_request`` turns the DESIGN request (map, figures, active monster, ability) into a
``Request`` or refuses it with ``InvalidState`` and a machine code. The limits below bound
the work of one request together with the work budget (``rules.core.budget``); see
``docs/monster-moves-limits.md``.
"""

from __future__ import annotations

import functools
from typing import Any, NamedTuple, TypeGuard

from rules.core import InvalidState, budget

from . import hexes as hx
from .hexes import Hex
from .movement import FLYING, JUMP, NORMAL

CHARACTER, MONSTER = "character", "monster"
SIDES = (CHARACTER, MONSTER)
MAX_HEXES = 2048
MAX_FIGURES = 64
MAX_AREA = 37
MAX_VALUE = 99  # move, range, target
MAX_INITIATIVE = 9999  # cards show 1-99; larger values can order summons or test ties
WALL_STEPS = 16  # work-budget steps a thin wall costs (about a microsecond each)


def _invalid(code: str, message: str, **details: Any) -> InvalidState:
    return InvalidState(message, code=code, **details)


# The typed request is made of named tuples: immutable, and cheaper to make than frozen
# dataclasses (a request makes one per figure).
class Figure(NamedTuple):
    id: str
    side: str
    hex: Hex
    initiative: int | None


class Ability(NamedTuple):
    move: int
    range: int
    target: int
    flying: bool
    jump: bool
    muddled: bool
    area: tuple[Hex, ...]

    @property
    def mode(self) -> str:
        """Flying ignores more than Jump, so a flying monster with a Jump move still flies."""
        return FLYING if self.flying else JUMP if self.jump else NORMAL


class Request(NamedTuple):
    hexes: frozenset[Hex]  # the distinct hexes of the map
    thin_walls: tuple[tuple[Hex, Hex], ...]
    obstacles: frozenset[Hex]
    traps: frozenset[Hex]
    hazardous: frozenset[Hex]
    difficult: frozenset[Hex]
    figures: tuple[Figure, ...]
    active: Figure
    ability: Ability
    listed: tuple[Hex, ...] = ()  # the map's hexes as the request lists them (repeats possible)


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _hex(value: Any, where: str, member: str = "") -> Hex:
    """``value`` as a hex; ``where + member`` names it in the error."""
    if isinstance(value, (list, tuple)) and len(value) == 2 and _is_int(value[0]) and _is_int(value[1]):
        return (value[0], value[1])
    where += member
    raise _invalid("invalid_request", f"{where}: a hex is a pair of integers [q, r], not {value!r}", field=where)


_PAIR_TYPES = frozenset((list, tuple))
_INT = frozenset((int,))


def _hex_list(value: Any, where: str) -> list[Hex]:
    if not isinstance(value, (list, tuple)):
        raise _invalid("invalid_request", f"{where}: expected a list of hexes", field=where)
    budget.spend(len(value) // 2 + 1)  # half a step per hex (measured)
    # the common case, checked in bulk: every hex a list (or tuple) of two plain ints
    if value and set(map(type, value)) <= _PAIR_TYPES:
        try:
            qs, rs = zip(*value, strict=True)
        except ValueError:  # not all pairs
            pass
        else:
            if set(map(type, qs)) | set(map(type, rs)) <= _INT:
                return list(zip(qs, rs, strict=True))
    out: list[Hex] = []
    for k, v in enumerate(value):
        if type(v) in (list, tuple) and len(v) == 2 and type(v[0]) is int and type(v[1]) is int:
            out.append((v[0], v[1]))  # the common case, checked inline (bools are not ints here)
        else:
            out.append(_hex(v, f"{where}[{k}]"))
    return out


def _object(value: Any, where: str, members: tuple[str, ...] = ()) -> dict[str, Any]:
    """``value`` as a JSON object; with ``members``, no other member is allowed (a misspelt
    ``thin_wall`` must not be ignored in silence)."""
    if not isinstance(value, dict):
        raise _invalid("invalid_request", f"{where}: expected a JSON object", field=where)
    if members and not value.keys() <= _member_set(members):
        unknown = sorted(str(k) for k in value if k not in members)
        raise _invalid(
            "invalid_request", f"{where}: unknown member {unknown[0]!r}; expected {', '.join(members)}", field=where
        )
    return value


@functools.cache
def _member_set(members: tuple[str, ...]) -> frozenset[str]:
    return frozenset(members)


def _int(obj: dict[str, Any], key: str, where: str, default: int | None, lo: int = 0, hi: int = MAX_VALUE) -> int:
    value = obj.get(key, default)
    if value is None and default is not None:
        value = default
    if not _is_int(value) or not lo <= value <= hi:
        raise _invalid(
            "invalid_request", f"{where}.{key}: expected an integer from {lo} to {hi}", field=f"{where}.{key}"
        )
    return value


def _bool(obj: dict[str, Any], key: str, where: str) -> bool:
    value = obj.get(key, False)
    if value is None:
        value = False
    if not isinstance(value, bool):
        raise _invalid("invalid_request", f"{where}.{key}: expected true or false", field=f"{where}.{key}")
    return value


def parse_request(request: Any) -> Request:
    """Check a monster-moves request and return it typed; ``InvalidState`` with a machine
    code otherwise: ``invalid_request`` (shape), ``hex_not_on_map``, ``invalid_wall``,
    ``duplicate_figure``, ``overlapping_figures``, ``unknown_figure``,
    ``active_not_monster``, ``map_too_large``."""
    request = _object(request, "request", ("map", "figures", "active", "ability"))
    game_map = _object(
        request.get("map"), "map", ("hexes", "thin_walls", "obstacles", "traps", "hazardous", "difficult")
    )
    map_hexes = tuple(_hex_list(game_map.get("hexes"), "map.hexes"))
    on_map = frozenset(map_hexes)
    if not on_map:
        raise _invalid("invalid_request", "map.hexes: the map has no hexes", field="map.hexes")
    if len(on_map) > MAX_HEXES:
        raise _invalid("map_too_large", f"map.hexes: at most {MAX_HEXES} hexes", field="map.hexes")

    def on_map_hex(h: Hex, where: str, member: str = "") -> Hex:
        if h not in on_map:
            where += member
            raise _invalid("hex_not_on_map", f"{where}: hex {list(h)} is not on the map", field=where, hex=list(h))
        return h

    walls = game_map.get("thin_walls", [])
    if walls is None:
        walls = []
    if not isinstance(walls, (list, tuple)):
        raise _invalid("invalid_request", "map.thin_walls: expected a list of hex pairs", field="map.thin_walls")
    budget.spend(WALL_STEPS * len(walls) + 1)  # its check here, on the board and in sight.py
    thin_walls = []
    for k, wall in enumerate(walls):
        where = f"map.thin_walls[{k}]"
        if not isinstance(wall, (list, tuple)) or len(wall) != 2:
            raise _invalid("invalid_request", f"{where}: a thin wall is a pair of hexes [[q, r], [q, r]]", field=where)
        a, b = (on_map_hex(_hex(h, f"{where}[{n}]"), f"{where}[{n}]") for n, h in enumerate(wall))
        if hx.direction(a, b) is None:
            raise _invalid(
                "invalid_wall",
                f"{where}: {list(a)} and {list(b)} are not neighbours; a thin wall lies between two adjacent hexes",
                field=where,
            )
        thin_walls.append((a, b))
    overlays = {}
    for key in ("obstacles", "traps", "hazardous", "difficult"):
        listed = game_map.get(key, [])
        listed = [] if listed is None else listed
        listed_hexes = _hex_list(listed, f"map.{key}")
        if not on_map.issuperset(listed_hexes):
            for k, h in enumerate(listed_hexes):
                on_map_hex(h, f"map.{key}[{k}]")  # raises for the first hex off the map
        overlays[key] = frozenset(listed_hexes)

    figures_in = request.get("figures")
    if not isinstance(figures_in, (list, tuple)):
        raise _invalid("invalid_request", "figures: expected a list of figures", field="figures")
    if len(figures_in) > MAX_FIGURES:
        raise _invalid("invalid_request", f"figures: at most {MAX_FIGURES} figures", field="figures")
    figures: list[Figure] = []
    by_id: dict[str, Figure] = {}
    by_hex: dict[Hex, Figure] = {}
    for k, raw in enumerate(figures_in):
        where = f"figures[{k}]"
        raw = _object(raw, where, ("id", "side", "hex", "initiative"))
        fid = raw.get("id")
        if not isinstance(fid, str) or not fid:
            raise _invalid("invalid_request", f"{where}.id: expected a non-empty string", field=f"{where}.id")
        side = raw.get("side")
        if side not in SIDES:
            raise _invalid(
                "invalid_request", f"{where}.side: expected one of {', '.join(SIDES)}", field=f"{where}.side"
            )
        h = on_map_hex(_hex(raw.get("hex"), where, ".hex"), where, ".hex")
        initiative = raw.get("initiative")
        if initiative is not None and (not _is_int(initiative) or not 0 <= initiative <= MAX_INITIATIVE):
            raise _invalid(
                "invalid_request",
                f"{where}.initiative: expected an integer from 0 to {MAX_INITIATIVE} or null",
                field=f"{where}.initiative",
            )
        figure = Figure(fid, side, h, initiative)
        if fid in by_id:
            raise _invalid("duplicate_figure", f"{where}: figure id {fid!r} is used twice", figure=fid)
        if h in by_hex:
            raise _invalid(
                "overlapping_figures",
                f"{where}: figures {by_hex[h].id!r} and {fid!r} are both on hex {list(h)}",
                figures=[by_hex[h].id, fid],
                hex=list(h),
            )
        by_id[fid] = figure
        by_hex[h] = figure
        figures.append(figure)

    active_id = request.get("active")
    if not isinstance(active_id, str):
        raise _invalid("invalid_request", "active: expected the id of a figure", field="active")
    if active_id not in by_id:
        raise _invalid("unknown_figure", f"active: no figure has id {active_id!r}", figure=active_id)
    active = by_id[active_id]
    if active.side != MONSTER:
        raise _invalid(
            "active_not_monster", f"active: figure {active_id!r} is a {active.side}, not a monster", figure=active_id
        )

    raw = _object(request.get("ability"), "ability", ("move", "range", "target", "flying", "jump", "muddled", "area"))
    area_in = raw.get("area")
    area = () if area_in is None else tuple(_hex_list(area_in, "ability.area"))
    if len(area) > MAX_AREA:
        raise _invalid("invalid_request", f"ability.area: at most {MAX_AREA} hexes", field="ability.area")
    ability = Ability(
        move=_int(raw, "move", "ability", 0),
        range=_int(raw, "range", "ability", 0),
        target=_int(raw, "target", "ability", 1),
        flying=_bool(raw, "flying", "ability"),
        jump=_bool(raw, "jump", "ability"),
        muddled=_bool(raw, "muddled", "ability"),
        area=tuple(dict.fromkeys(area)),
    )
    return Request(
        on_map,
        tuple(thin_walls),
        overlays["obstacles"],
        overlays["traps"],
        overlays["hazardous"],
        overlays["difficult"],
        tuple(figures),
        active,
        ability,
        map_hexes,
    )
