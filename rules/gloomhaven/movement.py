"""Movement on a Gloomhaven map: normal moves, Jump and Flying, with traps, hazardous and
difficult terrain.

Rulebook, "Move":

* normal movement goes "through allies, but cannot move through enemies or obstacles";
  "Traps and other terrain effects of hexes must be resolved when a figure enters them";
  difficult terrain costs 2 movement points to enter (Italian summary, "Terreno
  Difficile"); "A figure cannot end its movement in the same hex as another figure";
  "Figures can never move through walls" (missing hexes and thin walls).
* Jump ignores "all figures and terrain effects during their movement. However, the last
  hex of a jump is still considered a normal movement": the hex it lands on springs its
  trap and, if difficult, costs its extra point.
* Flying ignores figures and terrain during the whole move, "except that they still must
  end their movement in an unoccupied hex"; a flier may end on an obstacle.

Monsters "treat negative hexes (traps or hazardous terrain) as obstacles, unless it is the
only way; then they cross as few as possible" (Italian summary, "Movimento Mostri"). So a
walk is measured by the pair (negative hexes entered, movement points), compared in that
order: among all walks to a hex, a monster takes one entering the fewest traps/hazards,
and among those the cheapest. ``Mover.costs_from`` gives that pair for every hex (the
movement points of the trap-minimal walk, not of the shortest walk), ``Mover.costs_to``
the same for walks *to* one hex, ``Mover.walk`` one such walk.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable
from dataclasses import dataclass

from rules.core import budget

from .hexes import UNREACHABLE, Board

NORMAL, JUMP, FLYING = "normal", "jump", "flying"


@dataclass(frozen=True)
class Terrain:
    """Overlay tiles by board index. ``negative`` holds traps and hazardous terrain (both
    hurt a figure entering them, and monsters avoid both the same way)."""

    obstacles: frozenset[int] = frozenset()
    traps: frozenset[int] = frozenset()
    hazardous: frozenset[int] = frozenset()
    difficult: frozenset[int] = frozenset()

    @property
    def negative(self) -> frozenset[int]:
        return self.traps | self.hazardous


class Mover:
    """How one figure may move on ``board`` this turn.

    ``enemies`` are the hexes of its enemies (a normal move cannot pass them); ``occupied``
    the hexes of every other figure (no move may end there). ``mode`` is ``NORMAL``,
    ``JUMP`` or ``FLYING``.
    """

    def __init__(
        self,
        board: Board,
        terrain: Terrain,
        mode: str = NORMAL,
        enemies: Iterable[int] = frozenset(),
        occupied: Iterable[int] = frozenset(),
    ) -> None:
        if mode not in (NORMAL, JUMP, FLYING):
            raise ValueError(f"unknown movement mode {mode!r}")
        self.board = board
        self.terrain = terrain
        self.mode = mode
        self.enemies = frozenset(enemies)
        self.occupied = frozenset(occupied)
        self._negative = terrain.negative
        # weight of one trap/hazard: more than the movement points of any walk on the map
        self.trap_weight = 2 * board.size + 2
        self._from: dict[int, tuple[list[int], list[int]]] = {}
        self._to: dict[int, tuple[list[int], list[int]]] = {}

    # --- single hexes -----------------------------------------------------------------
    def can_end(self, i: int) -> bool:
        """A move may end in hex ``i``: no other figure there, and no obstacle unless flying."""
        if i in self.occupied:
            return False
        return self.mode == FLYING or i not in self.terrain.obstacles

    def can_pass(self, i: int) -> bool:
        """A move may go through hex ``i`` (Jump and Flying pass anything but walls)."""
        if self.mode != NORMAL:
            return True
        return i not in self.terrain.obstacles and i not in self.enemies

    def entering(self, i: int) -> tuple[int, int]:
        """(negative hexes, movement points) of stepping into ``i`` as a normal move."""
        return (1 if i in self._negative else 0), (2 if i in self.terrain.difficult else 1)

    # --- whole-map costs ------------------------------------------------------------
    def costs_from(self, start: int) -> tuple[list[int], list[int]]:
        """For every hex: (traps/hazards entered, movement points) of the best walk from
        ``start`` — fewest negative hexes first, then fewest points. ``UNREACHABLE`` in both
        where no walk exists. The start hex costs nothing (a monster already on a trap is
        not hurt again)."""
        found = self._from.get(start)
        if found is None:
            found = self._from[start] = self._search(start, forward=True)
        return found

    def costs_to(self, dest: int) -> tuple[list[int], list[int]]:
        """For every hex: (traps/hazards entered, movement points) of the best walk from
        that hex to ``dest`` (``dest``'s own trap and cost included, the first hex's not)."""
        found = self._to.get(dest)
        if found is None:
            found = self._to[dest] = self._search(dest, forward=False)
        return found

    def _search(self, origin: int, forward: bool) -> tuple[list[int], list[int]]:
        board = self.board
        n = board.size
        budget.spend(2 * n)  # the tables below; the search itself is charged by its kind
        if self.mode != NORMAL:
            steps = board.breadth_first(origin)
            traps = [0 if s < UNREACHABLE else UNREACHABLE for s in steps]
            if self.mode == JUMP:  # only the landing hex counts as normal movement
                if forward:
                    for i in range(n):
                        if i != origin and steps[i] < UNREACHABLE:
                            t, cost = self.entering(i)
                            traps[i] = t
                            steps[i] += cost - 1
                else:
                    t, cost = self.entering(origin)
                    for i in range(n):
                        if i != origin and steps[i] < UNREACHABLE:
                            traps[i] = t
                            steps[i] += cost - 1
            return traps, steps
        weight = self.trap_weight
        plain = not self._negative and not self.terrain.difficult
        if plain:
            steps = board._breadth_first(origin, self.terrain.obstacles | self.enemies)
            return [0 if s < UNREACHABLE else UNREACHABLE for s in steps], steps
        passable = [True] * n  # can_pass, for every hex
        for i in self.terrain.obstacles | self.enemies:
            passable[i] = False
        enter = [1] * n  # entering(i), as one number: traps/hazards * weight + movement points
        for i in self.terrain.difficult:
            enter[i] = 2
        for i in self._negative:
            enter[i] += weight
        best = [UNREACHABLE * weight] * n
        best[origin] = 0
        heap = [(0, origin)]
        link = board.link
        pops = 0
        pop, push = heapq.heappop, heapq.heappush
        while heap:
            pops += 1
            key, i = pop(heap)
            if key > best[i]:
                continue
            # forward: the step i -> j costs entering j; backward (walks ending at origin):
            # the step j -> i costs entering i, and j must be passable to start from
            if forward:
                for j in link[i]:
                    if passable[j]:
                        cand = key + enter[j]
                        if cand < best[j]:
                            best[j] = cand
                            push(heap, (cand, j))
            else:
                cand = key + enter[i]
                for j in link[i]:
                    if passable[j] and cand < best[j]:
                        best[j] = cand
                        push(heap, (cand, j))
        budget.spend(3 * pops)
        traps, steps = [], []
        for key in best:
            if key >= UNREACHABLE * weight:
                traps.append(UNREACHABLE)
                steps.append(UNREACHABLE)
            else:
                t, s = divmod(key, weight)
                traps.append(t)
                steps.append(s)
        return traps, steps

    # --- one walk ------------------------------------------------------------------
    def walk(self, start: int, dest: int) -> list[int] | None:
        """One best walk from ``start`` to ``dest`` as board indices (both included), by
        the same measure as ``costs_from``; ``None`` if there is none. Jump and Flying walks
        are shortest step paths over any hexes."""
        if self.costs_from(start)[1][dest] >= UNREACHABLE:
            return None
        to_traps, to_steps = self.costs_to(dest)
        path = [start]
        here = start
        link = self.board.link
        while here != dest:
            best = None
            for j in link[here]:
                if not self.can_pass(j) and j != dest:
                    continue
                if to_steps[j] >= UNREACHABLE:
                    continue
                if self.mode == NORMAL:
                    t, cost = self.entering(j)
                    key = (t + to_traps[j], cost + to_steps[j])
                    if key != (to_traps[here], to_steps[here]):
                        continue
                else:
                    if _plain_steps(self, j, dest) != _plain_steps(self, here, dest) - 1:
                        continue
                    key = (0, 0)
                best = j
                break
            if best is None:  # cannot happen on a consistent search
                return None
            path.append(best)
            here = best
        return path

    def entered_negative(self, path: list[int]) -> list[int]:
        """The traps/hazardous hexes a walk springs: every one entered by a normal move, only
        the landing hex for a Jump, none for Flying."""
        if self.mode == FLYING or len(path) < 2:
            return []
        hexes = path[1:] if self.mode == NORMAL else path[-1:]
        return [i for i in hexes if i in self._negative]


def _plain_steps(mover: Mover, i: int, dest: int) -> int:
    return mover.board.proximity(dest)[i]
