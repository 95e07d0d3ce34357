"""The scenario maps: rooms, doors, thin walls, overlays and monster placements.

One file per scenario in ``data/scenarios/`` (the solo scenarios in ``solo/``), written by
``scripts/gloomhaven_scenarios.py`` from Virtual Gloomhaven Board (CC BY 4.0; that folder's
README says what was changed). ``load`` reads a file once and checks it against ``SCHEMA``
and the checks below, so a broken file fails at load, naming the file and the place.

Terms. Hexes are axial ``(q, r)`` (DESIGN, "Gloomhaven geometry"). A *room* is one placed
map tile; room 0 holds a starting location (``starting_rooms``: all the rooms revealed at
setup). A *door* is a door or corridor hex joining two rooms; its ``kind`` is ``corridor``
for an open passage. Tiles joined by corridors form one room of the rulebook, revealed
together (``reveals``): "if they enter a tile with a closed door ... reveal the adjacent
room on the other side of the door". Thin walls lie between adjacent
hexes of different tiles ("the line edge of a map tile"), except where a door hex joins them.
Overlays of type ``wall`` are wall: their hexes belong to their tile but never to the map
that figures move on (``open_hexes``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path
from typing import Any, TypedDict

import jsonschema_rs
import orjson

from rules.core.schema import JSON, array, integer, obj

from . import hexes as hx

Hex = tuple[int, int]
SCENARIOS = Path(__file__).parent / "data" / "scenarios"
OVERLAY_TYPES = ("obstacle", "trap", "hazardous", "difficult", "coin", "treasure", "start", "wall", "corridor")
#: the overlays that are tokens on the map during play (``overlays_for``)
TOKENS = ("obstacle", "trap", "hazardous", "difficult", "coin", "treasure")
#: overlay types -> the member of the monster-moves map that lists their hexes
MAP_TERRAIN = {"obstacle": "obstacles", "trap": "traps", "hazardous": "hazardous", "difficult": "difficult"}
DOOR_KINDS = ("stone", "wooden", "corridor", "dark-fog", "light-fog", "breakable-wall", "altar")
CORRIDOR = "corridor"
LEVELS = ("normal", "elite")
PLAYERS = (1, 2, 3, 4)

_HEX = array(integer(-999, 999), minItems=2, maxItems=2)
_NAME = {"type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"}
SCHEMA: JSON = obj(
    {
        "scenario": integer(1, 999),
        "name": {"type": "string", "minLength": 1},
        "source": {"type": "string"},
        "rooms": array(obj({"id": integer(0, 99), "tile": _NAME, "hexes": array(_HEX, minItems=1)}), minItems=1),
        "doors": array(
            obj(
                {
                    "hex": _HEX,
                    "rooms": array(integer(0, 99), minItems=2, maxItems=2),
                    "kind": {"type": "string", "enum": list(DOOR_KINDS)},
                }
            )
        ),
        "thin_walls": array(array(_HEX, minItems=2, maxItems=2)),
        "overlays": array(
            obj(
                {
                    "type": {"type": "string", "enum": list(OVERLAY_TYPES)},
                    "kind": _NAME,
                    "amount": integer(1, 9),
                    "id": {"type": "string", "pattern": "^([0-9]+|goal|locked)$"},
                    "hexes": array(_HEX, minItems=1),
                    "room": integer(0, 99),
                },
                optional=("kind", "amount", "id"),
            )
        ),
        "monsters": array(
            obj(
                {
                    "monster": _NAME,
                    "hex": _HEX,
                    "room": integer(0, 99),
                    "players": array({"enum": [*LEVELS, None]}, minItems=3, maxItems=3),
                }
            )
        ),
        "additional_monsters": array(_NAME),
    }
)


class Placement(TypedDict):
    """A monster to place: its type, whether elite, its hex and the room it belongs to."""

    monster: str
    elite: bool
    hex: Hex
    room: int


@dataclass(frozen=True)
class Room:
    id: int
    tile: str  # the VGB tile ref, e.g. "l1a"
    hexes: tuple[Hex, ...]


@dataclass(frozen=True)
class Door:
    hex: Hex
    rooms: tuple[int, int]
    kind: str  # VGB subType: stone, wooden, corridor, dark-fog, light-fog, breakable-wall, altar


@dataclass(frozen=True)
class Overlay:
    type: str
    hexes: tuple[Hex, ...]
    room: int
    kind: str | None = None  # VGB subType (corridor: its material)
    amount: int | None = None  # coin
    id: str | None = None  # treasure: the chest number, "goal" or "locked"

    def tokens(self) -> list[dict[str, Any]]:
        """One JSON token per hex: type, hex, and kind, amount or id where they apply."""
        extra = {k: v for k, v in (("kind", self.kind), ("amount", self.amount), ("id", self.id)) if v is not None}
        return [{"type": self.type, "hex": list(h), **extra} for h in self.hexes]


@dataclass(frozen=True)
class Monster:
    monster: str
    hex: Hex
    room: int
    players: tuple[str | None, str | None, str | None]  # level for 2, 3 and 4 characters

    def level(self, characters: int) -> str | None:
        """The level for that many characters: ``"normal"``, ``"elite"`` or ``None`` (absent)."""
        return self.players[column(characters)]


def column(characters: int) -> int:
    """The scenario book's column for a number of characters: 2, 3 or 4. The book has no
    column for 1; a single character uses the 2-character setup (our choice, documented)."""
    if characters not in PLAYERS:
        raise ValueError(f"a scenario is set up for 1 to 4 characters, not {characters}")
    return max(characters, 2) - 2


@dataclass(frozen=True)
class Scenario:
    number: int
    name: str
    source: str
    rooms: tuple[Room, ...]
    doors: tuple[Door, ...]
    thin_walls: tuple[tuple[Hex, Hex], ...]
    overlays: tuple[Overlay, ...]
    monsters: tuple[Monster, ...]
    additional_monsters: tuple[str, ...]  # monster types the scenario's rules may add

    @cached_property
    def _room_of(self) -> dict[Hex, int]:
        return {h: room.id for room in self.rooms for h in room.hexes}

    @cached_property
    def walls(self) -> frozenset[Hex]:
        """The hexes covered by wall overlays: wall, not map."""
        return frozenset(h for o in self.overlays if o.type == "wall" for h in o.hexes)

    def room_of(self, h: Hex) -> int | None:
        """The room whose tile holds ``h``; ``None`` for a door hex between tiles or a hex
        off the map."""
        return self._room_of.get((h[0], h[1]))

    def reveals(self, room: int) -> frozenset[int]:
        """The rooms revealed together with ``room``: those joined to it by corridors."""
        found, frontier = {room}, [room]
        while frontier:
            here = frontier.pop()
            for door in self.doors:
                if door.kind == CORRIDOR and here in door.rooms:
                    new = set(door.rooms) - found
                    found |= new
                    frontier.extend(new)
        return frozenset(found)

    def starting_rooms(self) -> list[int]:
        """The rooms revealed at setup: those holding a starting location, and the rooms
        revealed with them (Round summary, "SETUP SCENARIO": the starting room). Room 0 is one
        of them; #36, #50, #58 and #85 have starting locations in more than one room."""
        found: set[int] = set()
        for o in self.overlays:
            if o.type == "start" and o.room not in found:
                found |= self.reveals(o.room)
        return sorted(found)

    def open_hexes(self, rooms: Any) -> frozenset[Hex]:
        """The map of the revealed ``rooms``: their hexes and the doors that touch them, less
        the wall overlays."""
        wanted = set(rooms)
        found = {h for room in self.rooms if room.id in wanted for h in room.hexes}
        found |= {door.hex for door in self.doors if wanted.intersection(door.rooms)}
        return frozenset(found - self.walls)

    def starting_hexes(self) -> list[Hex]:
        """The starting locations, sorted."""
        return sorted(h for o in self.overlays if o.type == "start" for h in o.hexes)

    def monsters_for(self, characters: int, rooms: Any = None) -> list[Placement]:
        """The monsters set up for that many characters (in ``rooms``, or all), in file order."""
        wanted = None if rooms is None else set(rooms)
        placements: list[Placement] = []
        for m in self.monsters:
            level = m.level(characters)
            if level is not None and (wanted is None or m.room in wanted):
                placements.append({"monster": m.monster, "elite": level == "elite", "hex": m.hex, "room": m.room})
        return placements

    def overlays_for(self, rooms: Any = None) -> list[dict[str, Any]]:
        """The tokens of ``rooms`` (or all) as the state holds them: one per hex, sorted."""
        wanted = None if rooms is None else set(rooms)
        tokens = [
            t for o in self.overlays if o.type in TOKENS and (wanted is None or o.room in wanted) for t in o.tokens()
        ]
        return sorted(tokens, key=lambda t: (t["hex"], t["type"]))

    def monster_map(self, open_rooms: Any) -> dict[str, Any]:
        """The monster-moves ``map`` of the revealed rooms (DESIGN request format): their open
        hexes, the thin walls among them, and the terrain overlays of those rooms."""
        cells = self.open_hexes(open_rooms)
        wanted = set(open_rooms)
        terrain: dict[str, set[Hex]] = {key: set() for key in MAP_TERRAIN.values()}
        for o in self.overlays:
            if o.type in MAP_TERRAIN and o.room in wanted:
                terrain[MAP_TERRAIN[o.type]].update(h for h in o.hexes if h in cells)
        return {
            "hexes": [list(h) for h in sorted(cells)],
            "thin_walls": [[list(a), list(b)] for a, b in self.thin_walls if a in cells and b in cells],
            **{key: [list(h) for h in sorted(found)] for key, found in terrain.items()},
        }


@cache
def _validator() -> jsonschema_rs.Draft202012Validator:
    return jsonschema_rs.Draft202012Validator(SCHEMA, validate_formats=False)


def _hex(value: list[int]) -> Hex:
    return (value[0], value[1])


def check_data(data: dict[str, Any]) -> list[str]:
    """What the schema cannot say: room ids, one room per hex, doors, walls and placements
    on the map."""
    problems = []
    rooms = [room["id"] for room in data["rooms"]]
    if rooms != list(range(len(rooms))):
        problems.append(f"rooms: ids must be 0, 1, ... in order, not {rooms}")
    owner: dict[Hex, int] = {}
    for room in data["rooms"]:
        for h in map(_hex, room["hexes"]):
            if owner.setdefault(h, room["id"]) != room["id"]:
                problems.append(f"rooms[{room['id']}]: hex {list(h)} is also in room {owner[h]}")
    on_map = set(owner) | {_hex(d["hex"]) for d in data["doors"]}
    for k, door in enumerate(data["doors"]):
        a, b = door["rooms"]
        if a == b or not {a, b} <= set(rooms):
            problems.append(f"doors[{k}]: rooms {door['rooms']} must be two different rooms of the map")
    for k, (a, b) in enumerate(data["thin_walls"]):
        if not {_hex(a), _hex(b)} <= on_map or hx.direction(_hex(a), _hex(b)) is None:
            problems.append(f"thin_walls[{k}]: {a} and {b} must be adjacent hexes of the map")
    placed = [(f"overlays[{k}]", o["room"], o["hexes"]) for k, o in enumerate(data["overlays"])]
    placed += [(f"monsters[{k}]", m["room"], [m["hex"]]) for k, m in enumerate(data["monsters"])]
    for where, room, cells in placed:
        if room not in rooms:
            problems.append(f"{where}: no room {room}")
        off = [h for h in cells if _hex(h) not in on_map]
        if off:
            problems.append(f"{where}: hex {off[0]} is not on the map")
    return problems


def _read(path: Path) -> dict[str, Any]:
    try:
        data = orjson.loads(path.read_bytes())
    except (OSError, orjson.JSONDecodeError) as exc:
        raise ValueError(f"{path}: {exc}") from exc
    problems = [f"{''.join(f'[{p}]' for p in e.instance_path)}: {e.message}" for e in _validator().iter_errors(data)]
    if not problems:
        problems = check_data(data)
    if problems:
        raise ValueError(f"{path}: " + "; ".join(problems[:5]))
    result: dict[str, Any] = data
    return result


def scenario_path(number: int, solo: bool = False) -> Path:
    return SCENARIOS / ("solo" if solo else "") / f"{number}.json"


def numbers(solo: bool = False) -> list[int]:
    """The scenarios that have a map, sorted."""
    return sorted(int(p.stem) for p in (SCENARIOS / ("solo" if solo else "")).glob("*.json"))


@cache
def load(number: int, solo: bool = False) -> Scenario:
    """Scenario ``number`` (a solo scenario with ``solo``), read and checked once.
    ``KeyError`` when there is no such map; ``ValueError`` when its file is broken."""
    path = scenario_path(number, solo)
    if not path.is_file():
        raise KeyError(f"no map for {'solo ' if solo else ''}scenario {number}")
    data = _read(path)
    if data["scenario"] != number:
        raise ValueError(f"{path}: holds scenario {data['scenario']}, not {number}")
    return build(data)


def of(options: dict[str, Any]) -> Scenario:
    """The scenario a game's options name: a published one by number (with the corrections
    of its rules entry), or a custom one."""
    from . import custom, scenario_rules  # both read the rules vocabulary, which reads maps

    chosen = options["scenario"]
    if isinstance(chosen, dict):
        return custom.load(chosen)
    return scenario_rules.corrected_map(chosen)


def _room_of_overlay(rooms: dict[tuple[int, int], int], overlay: dict[str, Any]) -> int:
    """The room an overlay comes with: the one its hexes all lie in, where the data tags it with
    another (VGB tags #68's tree with B1b, its hexes M1b's), else the data's (``rooms``: each
    hex's room)."""
    holding = {rooms.get((h[0], h[1])) for h in overlay["hexes"]}
    found = holding.pop() if len(holding) == 1 else None
    return int(found) if found is not None else int(overlay["room"])


def build(data: dict[str, Any]) -> Scenario:
    """A scenario from data that passed ``check_data``."""
    number = data["scenario"]
    room_of = {(h[0], h[1]): r["id"] for r in data["rooms"] for h in r["hexes"]}
    return Scenario(
        number=number,
        name=data["name"],
        source=data["source"],
        rooms=tuple(Room(r["id"], r["tile"], tuple(map(_hex, r["hexes"]))) for r in data["rooms"]),
        doors=tuple(Door(_hex(d["hex"]), (d["rooms"][0], d["rooms"][1]), d["kind"]) for d in data["doors"]),
        thin_walls=tuple((_hex(a), _hex(b)) for a, b in data["thin_walls"]),
        overlays=tuple(
            Overlay(
                o["type"],
                tuple(map(_hex, o["hexes"])),
                _room_of_overlay(room_of, o),
                o.get("kind"),
                o.get("amount"),
                o.get("id"),
            )
            for o in data["overlays"]
        ),
        monsters=tuple(
            Monster(m["monster"], _hex(m["hex"]), m["room"], (m["players"][0], m["players"][1], m["players"][2]))
            for m in data["monsters"]
        ),
        additional_monsters=tuple(data["additional_monsters"]),
    )
