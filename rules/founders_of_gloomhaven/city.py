"""The map of a state: what stands where, what is connected to what, and where a player may
build.

Connection (L177–183, L400–403, L528): two buildings are connected when they are adjacent
(diagonals count) or joined by a chain of roads, each adjacent to the next; a chain never
passes through a building, and a bridge/gate is a road only for its builder. So connection
depends on whose bridges count (Q6): ``net(p)`` is the road network as player ``p`` sees it
(``NEUTRAL``: roads only). Everything is computed on integer squares and bitmasks of
building indices, built once per City.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import orjson

from rules.core import State

from .content import NEUTRAL, Content, content

TILE, HOUSE, BRIDGE, PRESTIGE = "tile", "house", "bridge", "prestige"
_CITIES: dict[bytes, City] = {}


@dataclass
class Building:
    kind: str
    index: int  # into state["tiles"] or state["buildings"], or the square of a house/bridge
    owner: int | None  # a seat, NEUTRAL, or None for a prestige building (never owned, L525–526)
    squares: list[int]
    resource: str | None = None


class Net:
    """The roads as player ``p`` sees them: components, and what each square reaches."""

    def __init__(self, city: City, p: int) -> None:
        c = city.c
        roads = set(city.roads)
        if p != NEUTRAL:
            roads |= {s for s in city.bridges if city.bridges[s] == p}
        comp: dict[int, int] = {}
        members: list[list[int]] = []
        for start in sorted(roads):
            if start in comp:
                continue
            todo, found = [start], []
            comp[start] = len(members)
            while todo:
                s = todo.pop()
                found.append(s)
                for n in c.neighbours[s]:
                    if n in roads and n not in comp:
                        comp[n] = len(members)
                        todo.append(n)
            members.append(found)
        occupant = city.occupant
        touches = []
        for squares in members:
            mask = 0
            for r in squares:
                if r in occupant:  # the player's own bridge: part of the chain, and owned
                    mask |= 1 << occupant[r]
                for n in c.neighbours[r]:
                    if n in occupant and n not in comp:
                        mask |= 1 << occupant[n]
            touches.append(mask)
        self.comp = comp
        self.members = members
        self.touches = touches
        #: reach[s]: the buildings a building on ``s`` would be connected to through ``s``;
        #: comps[s]: the road components adjacent to ``s`` (both bitmasks). Each occupied or
        #: road square passes what it carries to its neighbours.
        self.reach = [0] * c.size
        self.comps = [0] * c.size
        reach, comps, neighbours = self.reach, self.comps, c.neighbours
        for n, b in occupant.items():
            if n not in comp:
                bit = 1 << b
                for m in neighbours[n]:
                    reach[m] |= bit
        for n, k in comp.items():
            carried, bit = touches[k], 1 << k
            for m in neighbours[n]:
                reach[m] |= carried
                comps[m] |= bit
        self._edge: dict[int, list[int]] = {}

    def connected(self, squares: list[int]) -> int:
        """The buildings connected to a building on ``squares`` (a bitmask)."""
        mask = 0
        for s in squares:
            mask |= self.reach[s]
        return mask

    def comps_of(self, squares: list[int]) -> int:
        cm = 0
        for s in squares:
            cm |= self.comps[s]
        return cm

    def edge(self, k: int, city: City) -> list[int]:
        """The free squares adjacent to road component ``k``."""
        if k not in self._edge:
            found = {n for r in self.members[k] for n in city.c.neighbours[r] if city.free(n)}
            self._edge[k] = sorted(found)
        return self._edge[k]


class City:
    """The buildings, roads and bridges of ``state`` on the pack's board. ``City.of(state)``
    reuses the City of an identical board (the last few are kept)."""

    @classmethod
    def of(cls, state: State) -> City:
        key = orjson.dumps(
            [
                state["tiles"],
                state["roads"],
                [[info["houses"], info["bridges"]] for info in state["players"]],
                [[b["id"], b["squares"]] for b in state["buildings"]],
            ]
        )
        found = _CITIES.get(key)
        if found is None:
            if len(_CITIES) >= 16:
                _CITIES.pop(next(iter(_CITIES)))
            found = _CITIES[key] = cls(state)
        return found

    def __init__(self, state: State, c: Content | None = None) -> None:
        self.c = c = c or content()
        # what the queries read, copied: a City outlives the state it was made from (``of``)
        self.tiles = [(t["resource"], t["owner"], tuple(t["access"])) for t in state["tiles"]]
        self.house_sections = [{c.section[c.square(x, y)] for x, y in info["houses"]} for info in state["players"]]
        self.buildings: list[Building] = []
        self.occupant: dict[int, int] = {}
        self.roads = [c.square(x, y) for x, y in state["roads"]]
        self.road_set = set(self.roads)
        self.bridges: dict[int, int] = {}
        self.section_types: list[set[str]] = [set() for _ in c.section_names]
        self.section_prestige: list[set[Any]] = [set() for _ in c.section_names]
        self.tile_of: list[int] = []  # tile index -> building index
        for i, tile in enumerate(state["tiles"]):
            squares = [c.square(x, y) for x, y in tile["squares"]]
            self.tile_of.append(self._add(Building(TILE, i, tile["owner"], squares, tile["resource"])))
            section = c.section[squares[0]]
            if section is not None:
                self.section_types[section].add(tile["resource"])
        for p, info in enumerate(state["players"]):
            for x, y in info["houses"]:
                s = c.square(x, y)
                self._add(Building(HOUSE, s, p, [s]))
            for x, y in info["bridges"]:
                s = c.square(x, y)
                self.bridges[s] = p
                self._add(Building(BRIDGE, s, p, [s]))
        self.prestige_of: list[int] = []
        for i, placed in enumerate(state["buildings"]):
            squares = [c.square(x, y) for x, y in placed["squares"]]
            self.prestige_of.append(self._add(Building(PRESTIGE, i, None, squares)))
            section = c.section[squares[0]]
            if section is not None:
                self.section_prestige[section].add(c.prestige_type[placed["id"]])
        self._nets: dict[int, Net] = {}
        self.open = [c.buildable[s] and s not in self.occupant and s not in self.road_set for s in range(c.size)]

    def _add(self, building: Building) -> int:
        index = len(self.buildings)
        self.buildings.append(building)
        for s in building.squares:
            self.occupant[s] = index
        return index

    # --- squares --------------------------------------------------------------------
    def free(self, s: int) -> bool:
        """Open to a new building or road: on the map, not black, purple or blue, and empty
        (L121–123, L500, Q10)."""
        return self.open[s]

    def net(self, p: int) -> Net:
        found = self._nets.get(p)
        if found is None:
            found = self._nets[p] = Net(self, p)
        return found

    def owned(self, p: int) -> int:
        """The buildings ``p`` owns: tiles, houses and bridges (a bitmask)."""
        mask = 0
        for i, b in enumerate(self.buildings):
            if b.owner == p and b.kind != PRESTIGE:
                mask |= 1 << i
        return mask

    def crowded(self, p: int) -> list[bool]:
        """Squares where a building of ``p`` would be adjacent to a tile or house ``p`` owns
        (L519–520: bridges are the exception)."""
        bad = [False] * self.c.size
        for b in self.buildings:
            if b.owner == p and b.kind in (TILE, HOUSE):
                for s in b.squares:
                    for n in self.c.neighbours[s]:
                        bad[n] = True
        return bad

    def usable(self, p: int, resource: str) -> int:
        """The tiles of ``resource`` that ``p`` owns or has access to (a bitmask)."""
        mask = 0
        for i, (kind, owner, access) in enumerate(self.tiles):
            if kind == resource and (owner == p or p in access):
                mask |= 1 << self.tile_of[i]
        return mask

    def connected_to(self, index: int, p: int) -> int:
        """The buildings connected to building ``index``, with ``p``'s bridges as roads."""
        return self.net(p).connected(self.buildings[index].squares) & ~(1 << index)

    # --- where things may go ----------------------------------------------------------
    def roads_for(self, p: int) -> list[int]:
        """Free squares for a road connected to something ``p`` owns (L416, L522)."""
        net, owned = self.net(p), self.owned(p)
        return [s for s in range(self.c.size) if net.reach[s] & owned and self.free(s)]

    def roads_touching(self, p: int, squares: list[int]) -> list[int]:
        """Free squares for a road connected to the building on ``squares`` (L359–364)."""
        net = self.net(p)
        found = {n for s in squares for n in self.c.neighbours[s] if self.free(n)}
        cm = net.comps_of(squares)
        k = 0
        while cm:
            if cm & 1:
                found.update(net.edge(k, self))
            cm >>= 1
            k += 1
        return sorted(found - set(squares))

    def stall_squares(self, owner: int, resource: str, colours: str | None) -> list[int]:
        """Free squares for a trade stall of ``resource`` (L337–345, L529, Q10): one of a
        type per section; an owned stall not adjacent to its owner's tiles and houses."""
        bad = self.crowded(owner) if owner != NEUTRAL else None
        c = self.c
        return [
            s
            for s in range(c.size)
            if self.free(s)
            and resource not in self.section_types[c.section[s]]  # type: ignore[index]
            and (bad is None or not bad[s])
            and (colours is None or c.terrain[s] in colours)
        ]

    def house_squares(self, p: int) -> list[int]:
        """Green squares for a house of ``p`` (L383–388): connected to something ``p`` owns,
        in a section without one of ``p``'s houses, not adjacent to ``p``'s tiles or houses."""
        c = self.c
        net, owned, bad = self.net(p), self.owned(p), self.crowded(p)
        taken = self.house_sections[p]
        return [
            s
            for s in range(c.size)
            if c.terrain[s] == "g"
            and self.free(s)
            and c.section[s] not in taken
            and not bad[s]
            and net.reach[s] & owned
        ]

    def bridge_squares(self, p: int) -> list[int]:
        """River/wall squares for a bridge of ``p``, connected to something ``p`` owns (L398–399)."""
        c = self.c
        net, owned = self.net(p), self.owned(p)
        return [s for s in range(c.size) if c.black[s] and s not in self.occupant and net.reach[s] & owned]

    def tile_fits(self, squares: list[int], resource: str, bad: list[bool]) -> bool:
        """Free, in one section without a tile of ``resource``, not crowding its owner."""
        c = self.c
        section = c.section[squares[0]]
        if section is None or resource in self.section_types[section]:
            return False
        return all(self.free(s) and c.section[s] == section and not bad[s] for s in squares)

    def tile_placements(self, p: int, resource: str, helper: bool, first: bool = False) -> list[tuple[list[int], bool]]:
        """Every placement of an advanced tile of ``resource`` by ``p`` (L356–374): connected
        to a tile of each prerequisite that ``p`` owns or has access to, and to something
        ``p`` owns (Q9). With ``helper`` (the upgrade main action's road, placed before or
        after, Q22) a placement that needs one road to be connected counts too; each entry
        is ``(squares, needs_road)``. ``first``: stop at the first one found."""
        c = self.c
        net, bad = self.net(p), self.crowded(p)
        needs = [self.usable(p, prereq) for prereq, _ in c.recipe[resource]] + [self.owned(p)]
        if not all(needs):
            return []
        contacts = [[s for s in range(c.size) if net.reach[s] & need and self.free(s)] for need in needs]
        if helper:
            contacts = [self._widened(net, squares) for squares in contacts]
        contact = min(contacts, key=len)
        found: list[tuple[list[int], bool]] = []
        seen: set[tuple[int, ...]] = set()
        for offsets in c.shapes[resource]:
            for q in contact:
                for dx, dy in offsets:
                    anchor = q - dx - dy * c.width
                    if not 0 <= anchor < c.size or (anchor % c.width) + dx != q % c.width:
                        continue
                    squares = c.place(offsets, anchor)
                    if squares is None:
                        continue
                    key = tuple(squares)
                    if key in seen:
                        continue
                    seen.add(key)
                    if not self.tile_fits(squares, resource, bad):
                        continue
                    joined = net.connected(squares)
                    if all(joined & need for need in needs):
                        found.append((squares, False))
                    elif helper and any(
                        all((joined | net.reach[r]) & need for need in needs) for r in self.roads_touching(p, squares)
                    ):
                        found.append((squares, True))
                    else:
                        continue
                    if first:
                        return found
        return found

    def _widened(self, net: Net, squares: list[int]) -> list[int]:
        """``squares`` and the free squares a tile could use to reach one of them by a
        single road: adjacent to it, or touching a road component it touches."""
        found = set(squares)
        cm = 0
        for s in squares:
            found.update(n for n in self.c.neighbours[s] if self.free(n))
            cm |= net.comps[s]
        if cm:
            found.update(s for s in range(self.c.size) if net.comps[s] & cm and self.free(s))
        return sorted(found)

    def prestige_placements(self, building: str) -> Iterator[list[int]]:
        """Every placement of prestige ``building`` (L498–507): on a square of its colour,
        over nothing (no road, building, black, purple or blue square), no building of its
        type in that section; a fixed one only on its own blue-bordered spot."""
        c = self.c
        info = c.prestige[building]
        if info["fixed"] is not None:
            yield list(c.fixed[info["fixed"]])
            return
        code = c.colour_code[info["colour"]]
        kind = c.prestige_type[building]
        for offsets in c.prestige_shapes[building]:
            for anchor in range(c.size):
                squares = c.place(offsets, anchor)
                if squares is None or not all(self.free(s) for s in squares):
                    continue
                section = c.section[squares[0]]
                if any(c.section[s] != section for s in squares) or kind in self.section_prestige[section]:  # type: ignore[index]
                    continue
                if any(c.terrain[s] == code for s in squares):
                    yield squares
