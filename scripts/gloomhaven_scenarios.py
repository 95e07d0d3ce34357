"""Convert the Virtual Gloomhaven Board scenarios to Arbiter's scenario maps.

Reads ``../shared/data/gloomhaven/scenarios/vgb/*.json`` (and ``solo/``) with the tile masks
of ``tiles.json`` and writes ``rules/gloomhaven/data/scenarios/<n>.json`` (``solo/<n>.json``).
``--check`` writes nothing and exits 1 when a committed file differs from what it would write.

The placement follows the shared README ("Coordinate system (VGB)"), computed in axial
coordinates throughout: a tile-local odd-r cell ``(x, y)`` is the axial hex
``(x - (y - (y & 1)) // 2, y)``, a tile is placed by ``anchor + turned(local - origin, turns)``
and the child of a door link lays its ``room2`` hex on the door hex. What the converter
decides (``rules/gloomhaven/data/scenarios/README.md`` says it for readers):

* Rooms: one per distinct placed tile (``ref``, ``turns``, placed cells), in breadth-first
  order from the root tile, except that room 0 is the first tile with a starting location
  (the root, but in #12). A hex belongs to the first room whose tile covers it, so #101's
  J1b holds only the hexes its pieces J1ba and J1bb leave.
* A partial hex covered by an overlay is a hex ("unless covered by an overlay tile"): a cell
  of an overlay, or of a corridor a tile links to itself, outside every mask joins that room.
* Doors: one per hex of every link between two different rooms (a 2-hex corridor gives two).
  A link of a tile to its own copy is not a door: it becomes a ``corridor`` overlay whose
  ``kind`` is VGB's material (``pressure-plate``, ``dark``, ...).
* Thin walls: two adjacent hexes are joined when they share a room, a door hex counting as in
  both rooms it joins; every other adjacent pair is a wall line ("line edge of a map tile").
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import deque
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT / ".." / "shared" / "data" / "gloomhaven"
OUT = ROOT / "rules" / "gloomhaven" / "data" / "scenarios"
COMMIT = "4b3a3cabebd5c7329cfd9c1db7d7e1a0f8882a71"
UPSTREAM = "VirtualGloomhavenBoard/assets/data/scenarios"

Hex = tuple[int, int]
DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
#: VGB overlay type -> ours (treasure splits into "coin" and "treasure" by subType)
OVERLAY_TYPES = {
    "obstacle": "obstacle",
    "trap": "trap",
    "hazard": "hazardous",
    "difficult-terrain": "difficult",
    "starting-location": "start",
    "wall": "wall",
}
#: the turns that lay a 2-hex corridor's second cell, by the link's direction
CORRIDOR_TURNS = {"diagonal-left": 1, "diagonal-right": 2}
LEVELS = {"normal": "normal", "elite": "elite", "none": None}


def axial(x: int, y: int) -> Hex:
    """The axial hex of odd-r offset cell ``(x, y)`` (odd rows shifted right)."""
    return (x - (y - (y & 1)) // 2, y)


def turned(h: Hex, turns: int) -> Hex:
    """``h`` turned ``turns`` sixths clockwise about the origin: cube ``(x,y,z) -> (-z,-x,-y)``."""
    q, r = h
    for _ in range(turns % 6):
        q, r = -r, q + r
    return (q, r)


def add(a: Hex, b: Hex) -> Hex:
    return (a[0] + b[0], a[1] + b[1])


def sub(a: Hex, b: Hex) -> Hex:
    return (a[0] - b[0], a[1] - b[1])


@dataclass(frozen=True)
class Placement:
    """Where a tile lies: its local ``origin`` on the global ``anchor``, turned about it."""

    anchor: Hex
    origin: Hex
    turns: int

    def place(self, local: Hex) -> Hex:
        """The global hex of an axial tile-local hex."""
        return add(self.anchor, turned(sub(local, self.origin), self.turns))

    def cell(self, x: int, y: int) -> Hex:
        """The global hex of a tile-local odd-r cell."""
        return self.place(axial(x, y))


@dataclass
class Node:
    """One tile entry of the VGB tree, placed; ``link`` is the VGB door that leads to it."""

    tile: dict[str, Any]
    placement: Placement
    cells: frozenset[Hex]
    parent: int | None = None
    link: dict[str, Any] | None = None
    link_hexes: tuple[Hex, ...] = ()


def masks(tiles: dict[str, Any]) -> dict[str, list[tuple[int, int]]]:
    """The local cells ``(x, y)`` of every tile ref."""
    return {
        ref: [(x, y) for y, row in enumerate(t["rows"]) for x, v in enumerate(row) if v]
        for ref, t in tiles.items()
        if ref != "_about"
    }


def link_hexes(link: dict[str, Any], parent: Placement) -> tuple[Hex, ...]:
    """The global hexes of a door link: its hex, and a 2-hex corridor's second one."""
    local = axial(link["room1X"], link["room1Y"])
    found = [parent.place(local)]
    if link.get("size") == 2:
        found.append(parent.place(add(local, turned((1, 0), CORRIDOR_TURNS.get(link["direction"], 0)))))
    return tuple(found)


def placed_tiles(scenario: dict[str, Any], cells_of: dict[str, list[tuple[int, int]]]) -> list[Node]:
    """Every tile entry of the scenario, placed, in breadth-first order from the root."""
    root = scenario["mapTileData"]
    queue: deque[tuple[dict[str, Any], Placement, int | None, dict[str, Any] | None]] = deque(
        [(root, Placement((0, 0), (0, 0), root["turns"]), None, None)]
    )
    nodes: list[Node] = []
    while queue:
        tile, placement, parent, link = queue.popleft()
        cells = frozenset(placement.cell(x, y) for x, y in cells_of[tile["ref"]])
        hexes = () if link is None or parent is None else link_hexes(link, nodes[parent].placement)
        nodes.append(Node(tile, placement, cells, parent, link, hexes))
        for child_link in tile["doors"]:
            child = child_link["mapTileData"]
            anchor = link_hexes(child_link, placement)[0]
            origin = axial(child_link["room2X"], child_link["room2Y"])
            queue.append((child, Placement(anchor, origin, child["turns"]), len(nodes) - 1, child_link))
    return nodes


class Unconvertible(ValueError):
    """The placed tiles overlap: the scenario has no one map."""


#: VGB's pieces of a printed tile, which overlap the whole tile on purpose (#101)
PIECES = {"j1ba": "j1b", "j1bb": "j1b"}


def same_tile(a: str, b: str) -> bool:
    """Whether two different tile refs are pieces of one printed tile (J1b, J1ba, J1bb)."""
    return a != b and PIECES.get(a, a) == PIECES.get(b, b)


def starts(tile: dict[str, Any]) -> bool:
    """Whether a tile entry holds a starting location."""
    return any(o["ref"]["type"] == "starting-location" for o in tile["overlays"])


def room_order(count: int, starting: list[int]) -> list[int]:
    """The tiles (by breadth-first index) in room order: the first tile with a starting
    location is room 0 (VGB's root tile but in #12), then the others in their order."""
    first = starting[0] if starting else 0
    return [first, *(k for k in range(count) if k != first)]


def treasure_id(raw: str) -> str:
    """A chest's id: its number without leading zeros, or "goal" / "locked"."""
    return str(int(raw)) if raw.isdigit() else raw.lower()


def overlay(ref: dict[str, Any], hexes: list[Hex], room: int) -> dict[str, Any]:
    """Our overlay for a VGB overlay ``ref`` on ``hexes``."""
    kind, sub_type = ref["type"], ref.get("subType")
    out: dict[str, Any]
    if kind == "treasure" and sub_type == "coin":
        out = {"type": "coin", "amount": ref.get("amount", 1)}
    elif kind == "treasure":
        out = {"type": "treasure", "id": treasure_id(ref["id"])}
    else:
        out = {"type": OVERLAY_TYPES[kind]}
        if sub_type is not None:
            out["kind"] = sub_type
    return {**out, "hexes": sorted(set(hexes)), "room": room}


class Converter:
    """One scenario's conversion; ``result()`` is the file's content."""

    def __init__(self, scenario: dict[str, Any], cells_of: dict[str, list[tuple[int, int]]]) -> None:
        self.scenario = scenario
        self.nodes = placed_tiles(scenario, cells_of)
        keys: dict[tuple[str, int, frozenset[Hex]], int] = {}
        found = [keys.setdefault((n.tile["ref"], n.tile["turns"], n.cells), len(keys)) for n in self.nodes]
        order = room_order(len(keys), [found[i] for i, n in enumerate(self.nodes) if starts(n.tile)])
        self.room_of_node = [order.index(k) for k in found]
        rooms = sorted(keys, key=lambda key: order.index(keys[key]))
        self.tiles = [key[0] for key in rooms]
        self.owner: dict[Hex, int] = {}  # hex -> its room
        for room, (ref, _, cells) in enumerate(rooms):
            for h in cells:
                first = self.owner.setdefault(h, room)
                if first != room and not same_tile(self.tiles[first], ref):
                    raise Unconvertible(f"{self.tiles[first]} and {ref} (room {room}) both cover hex {list(h)}")
        self.doors: dict[Hex, dict[str, Any]] = {}
        self.overlays: list[dict[str, Any]] = []
        self._links()
        self._overlays()

    def _links(self) -> None:
        """Doors for the links between rooms; corridor overlays for a tile's links to itself."""
        for i, node in enumerate(self.nodes):
            if node.link is None or node.parent is None:
                continue
            rooms = sorted({self.room_of_node[node.parent], self.room_of_node[i]})
            if len(rooms) == 1:
                corridor = {"type": "corridor", "kind": node.link.get("material", node.link["subType"])}
                self.overlays.append({**corridor, "hexes": sorted(set(node.link_hexes)), "room": rooms[0]})
                continue
            for h in node.link_hexes:
                door = self.doors.setdefault(h, {"hex": list(h), "rooms": [], "kind": node.link["subType"]})
                door["rooms"] = sorted(set(door["rooms"]) | set(rooms))
                if door["kind"] != node.link["subType"]:
                    raise ValueError(f"hex {h} is a {door['kind']} and a {node.link['subType']}")

    def _overlays(self) -> None:
        """The overlays of every tile entry (copies de-duplicated); covered partial hexes join
        the overlay's room."""
        seen = {json.dumps(o, sort_keys=True) for o in self.overlays}
        for i, node in enumerate(self.nodes):
            room = self.room_of_node[i]
            for raw in node.tile["overlays"]:
                item = overlay(raw["ref"], [node.placement.cell(x, y) for x, y in raw["cells"]], room)
                text = json.dumps(item, sort_keys=True)
                if text not in seen:
                    seen.add(text)
                    self.overlays.append(item)
        for item in self.overlays:
            for h in item["hexes"]:
                if h not in self.owner and h not in self.doors:
                    self.owner[h] = item["room"]

    def owners(self, h: Hex) -> set[int]:
        """The rooms a hex joins: its own, and both rooms of a door on it."""
        found = set(self.doors[h]["rooms"]) if h in self.doors else set()
        if h in self.owner:
            found.add(self.owner[h])
        return found

    def thin_walls(self) -> list[list[list[int]]]:
        """Every adjacent pair of map hexes that share no room, each pair sorted."""
        on_map = set(self.owner) | set(self.doors)
        walls = []
        for a in sorted(on_map):
            for step in DIRECTIONS:
                b = add(a, step)
                if a < b and b in on_map and not self.owners(a) & self.owners(b):
                    walls.append([list(a), list(b)])
        return walls

    def monsters(self) -> list[dict[str, Any]]:
        """Every monster placement, its level for 2, 3 and 4 characters."""
        found = []
        for i, node in enumerate(self.nodes):
            for m in node.tile["monsters"]:
                h = node.placement.cell(m["initialX"], m["initialY"])
                players = [LEVELS[m[k]] for k in ("twoPlayer", "threePlayer", "fourPlayer")]
                found.append(
                    {"monster": m["monster"], "hex": list(h), "room": self.room_of_node[i], "players": players}
                )
        unique = {json.dumps(m, sort_keys=True): m for m in found}
        return sorted(unique.values(), key=lambda m: (m["room"], m["hex"], m["monster"]))

    def rooms(self) -> list[dict[str, Any]]:
        hexes: list[list[list[int]]] = [[] for _ in self.tiles]
        for h, room in sorted(self.owner.items()):
            hexes[room].append(list(h))
        return [{"id": room, "tile": tile, "hexes": hexes[room]} for room, tile in enumerate(self.tiles)]

    def result(self, path: str) -> dict[str, Any]:
        scenario = self.scenario
        return {
            "scenario": scenario["id"],
            "name": scenario["title"],
            "source": f"VGB (Virtual Gloomhaven Board by Purple Kingdom Games, CC BY 4.0) {COMMIT} {UPSTREAM}/{path}",
            "rooms": self.rooms(),
            "doors": [self.doors[h] for h in sorted(self.doors)],
            "thin_walls": self.thin_walls(),
            "overlays": sorted(self.overlays, key=lambda o: (o["room"], o["type"], o["hexes"], o.get("kind", ""))),
            "monsters": self.monsters(),
            "additional_monsters": sorted(scenario["additionalMonsters"]),
        }


def dumps(data: dict[str, Any]) -> str:
    """The file's text: one member a line, one list item a line, each item compact."""
    lines = []
    for key, value in data.items():
        head = f" {json.dumps(key)}: "
        if isinstance(value, list) and value and isinstance(value[0], (dict, list)):
            items = ",\n".join(f"  {json.dumps(v, separators=(',', ':'))}" for v in value)
            lines.append(f"{head}[\n{items}\n ]")
        else:
            lines.append(head + json.dumps(value, separators=(",", ":")))
    return "{\n" + ",\n".join(lines) + "\n}\n"


def convert(scenario: dict[str, Any], tiles: dict[str, Any], path: str) -> str:
    """The text of one scenario file."""
    return dumps(Converter(scenario, masks(tiles)).result(path))


def outputs(shared: Path = SHARED) -> tuple[dict[Path, str], dict[Path, str]]:
    """Every file the converter writes, relative to ``OUT``, with its text; and the solo
    scenarios it cannot convert, with the reason. A main scenario that cannot be converted
    is an error."""
    tiles = json.loads((shared / "tiles.json").read_text())
    found, skipped = {}, {}
    for folder in ("", "solo"):
        for source in sorted((shared / "scenarios" / "vgb" / folder).glob("*.json")):
            relative = Path(folder) / source.name
            try:
                found[relative] = convert(json.loads(source.read_text()), tiles, relative.as_posix())
            except Unconvertible as exc:
                if not folder:
                    raise ValueError(f"{source}: {exc}") from exc
                skipped[relative] = str(exc)
    return found, skipped


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare with the committed files")
    args = parser.parse_args(argv)
    wanted, skipped = outputs()
    for p, reason in skipped.items():
        print(f"not converted: {p}: {reason}", file=sys.stderr)
    committed = {p.relative_to(OUT) for p in OUT.rglob("*.json")}
    stale = sorted(p for p, text in wanted.items() if not (OUT / p).is_file() or (OUT / p).read_text() != text)
    extra = sorted(committed - set(wanted))
    if args.check:
        for p in [*stale, *extra]:
            print(f"out of date: {OUT / p}", file=sys.stderr)
        return 1 if stale or extra else 0
    for p in stale:
        (OUT / p).parent.mkdir(parents=True, exist_ok=True)
        (OUT / p).write_text(wanted[p])
    for p in extra:
        (OUT / p).unlink()
    print(f"{len(wanted)} scenarios, {len(stale)} written, {len(extra)} removed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
