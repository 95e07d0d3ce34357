"""What the active monster's attack can reach: range, line of sight, AoE placements and the
target choices from each hex (rulebook, "Attack"; Italian summary, "Attacco Mostri",
"Attacco ad Area").

Melee = range 1. A ranged attack against an adjacent enemy has disadvantage ("not adjacent"
across a thin wall). Target X attacks up to X enemies. AoE patterns may be turned and
mirrored; a melee pattern is placed around the monster (no range check); a ranged pattern
anywhere with at least one hex within range; every target needs line of sight. An AoE with
Target X > 1 adds X-1 normal targets.

``Attack`` holds one turn's geometry (``monster_ai.Turn`` adds the decision). Enemies are
bits of ``int`` masks (``bit``); every search is charged to the work budget.
"""

from __future__ import annotations

from bisect import bisect_right
from typing import cast

from rules.core import budget

from . import hexes as hx
from .hexes import UNREACHABLE
from .movement import FLYING, Mover, Terrain
from .request import MONSTER, Figure, Request
from .sight import sight_lines

#: An attack from one hex: (enemies the AoE hits, enemies the normal targets are chosen
#: from, how many normal targets), the enemies as bit masks (``Turn.bit``).
Plan = tuple[int, int, int]
_NONE: frozenset[int] = frozenset()


def ones(mask: int) -> int:
    return bin(mask).count("1")


class Attack:
    """One monster's turn on one map: movement costs, attack geometry and caches."""

    def __init__(self, req: Request, reflections: bool = True):
        self.req = req
        board = self.board = hx.board(req.hexes, req.thin_walls, checked=True, listed=req.listed)
        index = board.index
        self.sight = sight_lines(board)
        self.monster = index[req.active.hex]
        ability = req.ability
        self.move = ability.move
        self.enemies: list[int] = [index[f.hex] for f in req.figures if f.side != MONSTER]
        self.bit: dict[int, int] = {e: 1 << k for k, e in enumerate(self.enemies)}
        self.figure_at: dict[int, Figure] = {index[f.hex]: f for f in req.figures}
        occupied = frozenset(self.figure_at).difference((self.monster,))
        at = index.__getitem__
        terrain = Terrain(
            *[
                frozenset(map(at, hexes)) if hexes else _NONE
                for hexes in (req.obstacles, req.traps, req.hazardous, req.difficult)
            ]
        )
        self.mover = Mover(board, terrain, ability.mode, frozenset(self.enemies), occupied)
        self.traps, self.steps = self.mover.costs_from(self.monster)

        attacks = ability.target > 0
        self.ranged = attacks and ability.range > 0
        self.reach = ability.range if self.ranged else 1
        self.susceptible = self.ranged and not ability.muddled
        self.extra = ability.target - 1  # -1: no attack
        area = [o for o in ability.area if self.ranged or o != (0, 0)]
        self.aoe = None
        if attacks and area:
            self.aoe = "ranged" if self.ranged else "melee"
        self.images = hx.symmetries(area, reflections) if self.aoe else ()
        self._covers: list[tuple[int, frozenset[int]]] | None = None
        self._usable_everywhere: list[int] | None = None
        self._near: dict[int, set[int]] = {}
        self._attack_hexes: dict[int, set[int]] = {}
        self._targetable: dict[int, int] = {}
        self._plans: dict[int, list[Plan]] = {}
        # the hexes it may end on, in order of (traps/hazards, movement points) to get there
        ends = self.mover.order_from(self.monster)
        blocked = occupied if self.mover.mode == FLYING else occupied | terrain.obstacles
        for i in blocked:  # can_end, for every hex
            if self.steps[i] < UNREACHABLE and i != self.monster:
                ends.remove(i)
        self.order = ends
        self.around, self.everywhere, self.component = self._ranges()
        self.rank = self._ranks()
        self.ranks = max(self.rank.values(), default=-1) + 1
        self.by_rank = sorted((self.rank[e], self.bit[e]) for e in self.enemies)
        self._in_order = sorted(self.bit.items())
        budget.spend(board.size + 4 * len(self.enemies) + 20)

    def _ranges(self) -> tuple[dict[int, int] | list[int], bool, set[int]]:
        """The range from the monster to each enemy (``around[e]``); whether ``everywhere``:
        the range is so long that every hex of the monster's part of the map is in range of
        every other (through the monster's hex), so no search is needed; and that part
        (``component``, only when ``everywhere``). Everywhere means no hex of the part is
        farther than ``half`` the range."""
        half = self.reach // 2
        walked = self._walked_ranges()
        if walked is not None:
            coords = self.board.coords
            far = max(walked.values(), default=0)  # no hex of the part is nearer than this
            if self.order:
                far = max(far, hx.distance(coords[self.monster], coords[self.order[-1]]))
            if far > half:
                return walked, False, set()
        # a range table that reaches every enemy and past half the range: it holds the
        # farthest hex when that is within half the range
        around = self.board.proximity_near(self.monster, self.enemies, half)
        connected = UNREACHABLE not in around
        farthest = max(around) if connected else max(filter(UNREACHABLE.__gt__, around))
        if 2 * farthest > self.reach:
            return around, False, set()
        whole = range(self.board.size) if connected else (i for i, d in enumerate(around) if d < UNREACHABLE)
        return around, True, set(whole)

    def _walked_ranges(self) -> dict[int, int] | None:
        """The range from the monster to each enemy read off the walks of ``steps``: one step
        past the enemy's nearest neighbour, when that equals the lattice distance (no walk
        is shorter, and a walk's movement points are at least its steps); None when that
        fails for some enemy."""
        board, steps = self.board, self.steps
        here = board.coords[self.monster]
        found = {}
        for e in self.enemies:
            walk = min([steps[n] for n in board.link[e] if n >= 0], default=UNREACHABLE) + 1
            if walk != hx.distance(here, board.coords[e]):
                return None
            found[e] = walk
        return found

    # --- geometry helpers ---------------------------------------------------------------
    def can_end(self, i: int) -> bool:
        """The monster may end its move in ``i`` (staying put is always possible)."""
        return i == self.monster or self.mover.can_end(i)

    def reachable(self, i: int) -> bool:
        return self.steps[i] <= self.move

    def within_move(self) -> list[int]:
        """The hexes of ``order`` it can reach this turn, in that order."""
        order, steps = self.order, self.steps
        if self.traps[order[-1]] == 0:  # no trap on any walk: ``order`` goes by steps
            return order[: bisect_right(order, self.move, key=steps.__getitem__)]
        return [i for i in order if steps[i] <= self.move]

    def in_range(self, frm: int, to: int, reach: int) -> bool:
        return self.board.proximity(to)[frm] <= reach

    def sees(self, i: int, j: int) -> bool:
        return self.sight.visible(i, j)

    def disadvantage(self, frm: int, target: int) -> bool:
        """A ranged attack from ``frm`` on an adjacent ``target`` (not across a wall)."""
        return self.susceptible and self.board.adjacent(frm, target)

    def proximity_to_monster(self, e: int) -> int:
        """Range from the monster to enemy ``e``."""
        return self.around[e]

    def initiative(self, e: int) -> int | None:
        return self.figure_at[e].initiative

    def members(self, mask: int) -> tuple[int, ...]:
        """The enemies of a mask, as board indices in order."""
        return tuple(e for e, b in self._in_order if mask & b)

    def near(self, e: int) -> set[int]:
        """The hexes within the attack's range of enemy ``e``."""
        found = self._near.get(e)
        if found is None:
            if self.everywhere and e in self.component:
                found = self.component  # shared: never changed
            else:
                found = self.board.within((e,), self.reach)
            self._near[e] = found
        return found

    def covers(self) -> list[tuple[int, frozenset[int]]]:
        """Every placement of the ranged AoE pattern (turned, mirrored, moved) that covers at
        least one enemy, grouped by the enemies it covers: (those enemies, every map hex of
        the placements that cover exactly them)."""
        if self._covers is None:
            index, coords, bit = self.board.index, self.board.coords, self.bit
            seen: set[tuple[int, int, int]] = set()
            cover: dict[int, set[int]] = {}
            for e in self.enemies:
                eq, er = coords[e]
                for k, image in enumerate(self.images):
                    for pq, pr in image:
                        aq, ar = eq - pq, er - pr
                        if (k, aq, ar) in seen:
                            continue
                        seen.add((k, aq, ar))
                        cells = [index[c] for c in ((aq + oq, ar + orr) for oq, orr in image) if c in index]
                        mask = 0
                        for c in cells:
                            mask |= bit.get(c, 0)
                        cover.setdefault(mask, set()).update(cells)
                budget.spend(sum(len(image) ** 2 for image in self.images) // 2 + 1)
            self._covers = [(mask, frozenset(cells)) for mask, cells in cover.items()]
        return self._covers

    def melee_cells(self, at: int, image: tuple[tuple[int, int], ...]) -> list[int]:
        """The map hexes of a melee AoE ``image`` placed around hex ``at``."""
        q, r = self.board.coords[at]
        index = self.board.index
        return [index[c] for c in ((q + o[0], r + o[1]) for o in image) if c in index]

    def _ranks(self) -> dict[int, int]:
        """Focus priority of every enemy, 0 best: proximity to the monster, then initiative
        (an enemy without initiative ties with every enemy at its proximity)."""
        by_prox: dict[int, list[int]] = {}
        for e in self.enemies:
            by_prox.setdefault(self.proximity_to_monster(e), []).append(e)
        rank, out = 0, {}
        for prox in sorted(by_prox):
            group = by_prox[prox]
            inits = [self.initiative(e) for e in group]
            if None in inits:
                for e in group:
                    out[e] = rank
                rank += 1
                continue
            for init in sorted(cast("set[int]", set(inits))):  # no None: see above
                for e in group:
                    if self.initiative(e) == init:
                        out[e] = rank
                rank += 1
        return out

    # --- who can be attacked from where --------------------------------------------------
    def targetable(self, at: int) -> int:
        """Enemies (a mask) a single-target attack from ``at`` can hit: in range and in sight."""
        found = self._targetable.get(at)
        if found is None:
            found = 0
            for e in self.enemies:
                if at in self.near(e) and self.sees(at, e):
                    found |= self.bit[e]
            self._targetable[at] = found
            budget.spend(len(self.enemies) // 4 + 1)
        return found

    def attack_hexes(self, e: int) -> set[int]:
        """Every hex from which the current attack could hit enemy ``e`` if nothing stood in
        the way (range/pattern only; sight and standing room are checked by the caller)."""
        found = self._attack_hexes.get(e)
        if found is not None:
            return found
        board = self.board
        found = set()
        if self.aoe is None or self.extra > 0:
            found |= self.near(e)
        if self.aoe == "melee":
            q, r = board.coords[e]
            index = board.index
            for image in self.images:
                for o in image:
                    c = (q - o[0], r - o[1])
                    if c in index:
                        found.add(index[c])
        elif self.aoe == "ranged":
            b = self.bit[e]
            sources: set[int] = set()
            for mask, cells in self.covers():
                if mask & b:
                    sources |= cells
            if self.everywhere and not sources.isdisjoint(self.component):
                found |= self.component
            else:
                found |= board.within(sources, self.reach)
        self._attack_hexes[e] = found
        return found

    def plans(self, at: int) -> list[Plan]:
        """The attacks possible from hex ``at``: (enemies hit by the AoE, enemies the normal
        targets may be chosen from, how many normal targets are chosen), as masks."""
        found = self._plans.get(at)
        if found is not None:
            return found
        # an AoE without extra targets chooses none: no need to know who else is in sight
        single = self.targetable(at) if self.aoe is None or self.extra > 0 else 0
        found = []
        if self.aoe is None:
            found.append((0, single, min(1 + max(0, self.extra), ones(single))))
        else:
            groups: set[int] = set()
            sees, bit = self.sees, self.bit
            if self.aoe == "melee":
                for image in self.images:
                    hit = 0
                    for c in self.melee_cells(at, image):
                        if c in bit and sees(at, c):
                            hit |= bit[c]
                    if hit:
                        groups.add(hit)
                budget.spend(len(self.images) * len(self.images[0]) + 1)
            else:
                covers = self.covers()
                if self.everywhere:
                    if self._usable_everywhere is None:
                        component = self.component
                        self._usable_everywhere = [m for m, cells in covers if not component.isdisjoint(cells)]
                    usable = self._usable_everywhere
                else:
                    near = self.board.within((at,), self.reach)
                    usable = [mask for mask, cells in covers if not near.isdisjoint(cells)]
                wanted = 0
                for mask in usable:
                    wanted |= mask
                seen = 0
                for e in self.enemies:
                    if wanted & bit[e] and sees(at, e):
                        seen |= bit[e]
                for mask in usable:
                    if mask & seen:
                        groups.add(mask & seen)
                budget.spend(len(covers) + 1)
            for hit in sorted(groups):
                rest = single & ~hit
                found.append((hit, rest, min(self.extra, ones(rest))))
        self._plans[at] = found
        return found

    def max_size(self, focus: int) -> int:
        """No target group of this attack with ``focus`` among its targets is larger than this."""
        extra = max(0, self.extra)
        if self.aoe is None:
            most = 1 + extra
        elif self.aoe == "melee":
            most = max(len(image) for image in self.images) + extra
        else:
            b = self.bit[focus] if extra == 0 else -1  # with extra targets the focus may be one
            most = max((ones(mask) for mask, _ in self.covers() if mask & b), default=0) + extra
        return min(most, len(self.enemies))
