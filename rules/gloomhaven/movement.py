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
from typing import NamedTuple

from rules.core import budget

from .hexes import UNREACHABLE, Board

NORMAL, JUMP, FLYING = "normal", "jump", "flying"


class Terrain(NamedTuple):
    """Overlay tiles by board index. ``negative`` holds traps and hazardous terrain (both
    hurt a figure entering them, and monsters avoid both the same way). A named tuple:
    immutable, and cheaper to make than a frozen dataclass."""

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
        self._blocked = terrain.obstacles | self.enemies  # what a normal move cannot pass
        # weight of one trap/hazard: more than the movement points of any walk on the map
        self.trap_weight = 2 * board.size + 2
        self._unset = (board.size + 1) * self.trap_weight  # more than any walk's key (``_weighted``)
        self._from: dict[int, tuple[list[int], list[int]]] = {}
        self._to: dict[int, tuple[list[int], list[int]]] = {}
        self._layers: dict[int, list[list[int]]] = {}  # of the searches from a hex (``order_from``)

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
            layers = self._layers[start] = []
            found = self._from[start] = self._search(start, forward=True, layers=layers)
        return found

    def order_from(self, start: int) -> list[int]:
        """The hexes reachable from ``start``, in order of ``costs_from`` (board order among
        equals): the search's layers, each sorted, or all hexes sorted when it kept none."""
        traps, steps = self.costs_from(start)
        layers = self._layers[start]
        if layers:
            ends: list[int] = []
            for layer in layers:
                ends += sorted(layer)
            return ends
        if self._negative:
            weight = UNREACHABLE  # more than any movement points
            ends = sorted(range(len(steps)), key=lambda i: traps[i] * weight + steps[i])
        else:
            ends = sorted(range(len(steps)), key=steps.__getitem__)
        del ends[len(steps) - steps.count(UNREACHABLE) :]  # the unreachable hexes, sorted last
        return ends

    def costs_to(self, dest: int, among: Iterable[int] | None = None) -> tuple[list[int], list[int]]:
        """For every hex: (traps/hazards entered, movement points) of the best walk from
        that hex to ``dest`` (``dest``'s own trap and cost included, the first hex's not).
        With ``among`` only those hexes' entries are sure to be final (the search may stop
        once they are known); such tables are not kept."""
        found = self._to.get(dest)
        if found is None:
            found = self._search(dest, forward=False, among=among)
            if among is None:
                self._to[dest] = found
        return found

    def _search(
        self, origin: int, forward: bool, among: Iterable[int] | None = None, layers: list[list[int]] | None = None
    ) -> tuple[list[int], list[int]]:
        """``costs_from``/``costs_to`` of ``origin``; the hexes reached are appended to
        ``layers`` (if given) in order of cost, a list for each cost. With ``among`` the
        search may stop once it has reached those hexes: only their entries are sure."""
        board = self.board
        n = board.size
        budget.spend(2 * n)  # the tables below; the search itself is charged by its kind
        if self.mode != NORMAL:
            return self._jump_or_fly(origin, forward)
        blocked = self._blocked
        wanted = None if among is None else list(among)
        if not self._negative and not self.terrain.difficult:
            if wanted is not None:
                steps = board._breadth_first(origin, blocked, among=wanted, depth=0)
                return _unreached(steps, wanted), steps
            steps = board._breadth_first(origin, blocked, layers=layers)
            walled_off = [j for j in blocked if j != origin]  # never entered: unreachable
            if steps.count(UNREACHABLE) == len(walled_off):  # and nothing else
                return _unreached(steps, walled_off), steps
            return [0 if s < UNREACHABLE else UNREACHABLE for s in steps], steps
        weight, unset = self.trap_weight, self._unset
        keys = self._weighted(origin, forward, blocked, wanted, layers)
        if wanted is None:
            traps = [k // weight if k < unset else UNREACHABLE for k in keys]
            steps = [k % weight if k < unset else UNREACHABLE for k in keys]
            return traps, steps
        traps, steps = [UNREACHABLE] * n, [UNREACHABLE] * n
        for i in wanted:
            if keys[i] < unset:
                traps[i], steps[i] = divmod(keys[i], weight)
        return traps, steps

    def _weighted(
        self,
        origin: int,
        forward: bool,
        blocked: frozenset[int],
        among: Iterable[int] | None,
        layers: list[list[int]] | None,
    ) -> list[int]:
        """Every hex's key ``traps/hazards * trap_weight + movement points`` for the best
        walk from (``forward``) or to ``origin`` through any hex but ``blocked``; ``_unset``
        where there is none (or, with ``among``, not needed)."""
        n = self.board.size
        weight = self.trap_weight
        enter = [1] * n  # entering(i), as one key
        for i in self.terrain.difficult:
            enter[i] = 2
        for i in self._negative:
            enter[i] += weight
        unset = self._unset  # a one-digit int on any map within the limits: fast to compare
        best = [unset] * n
        for i in blocked:
            best[i] = -1  # never entered
        best.append(-1)  # what link's -1 (no hex) reads
        best[origin] = 0
        wanted = set() if among is None else set(among) - {origin}
        left = len(wanted) if among is not None else -1  # wanted hexes not yet reached
        # Every step into a hex costs what entering it costs, so hexes taken in order of
        # (forward) their key, or (backward) their key plus their own entering cost, get
        # their final key when first reached: a bucket queue, no decrease-key. The hexes of
        # one bucket key in a list, the distinct keys (few) on a heap: linear in the hexes.
        first = 0 if forward else enter[origin]
        buckets: dict[int, list[int]] = {first: [origin]}
        heap = [first]
        link = self.board.link
        reached = 0
        pop, push = heapq.heappop, heapq.heappush
        # ``best[j] is unset``: the very object the table was filled with (no key equals it)
        while heap and among is None:  # every hex: no count of the wanted ones to keep
            key = pop(heap)
            entries = buckets.pop(key)
            reached += len(entries)
            if layers is not None:
                layers.append(entries)
            for i in entries:
                for j in link[i]:
                    if best[j] is unset:
                        slot = key + enter[j]
                        best[j] = slot if forward else key
                        bucket = buckets.get(slot)
                        if bucket is None:
                            buckets[slot] = [j]
                            push(heap, slot)
                        else:
                            bucket.append(j)
        while heap and left:
            key = pop(heap)
            entries = buckets.pop(key)
            reached += len(entries)
            if layers is not None:
                layers.append(entries)
            for i in entries:
                if not left:
                    break
                for j in link[i]:
                    if best[j] is unset:
                        slot = key + enter[j]
                        best[j] = slot if forward else key
                        bucket = buckets.get(slot)
                        if bucket is None:
                            buckets[slot] = [j]
                            push(heap, slot)
                        else:
                            bucket.append(j)
                        if j in wanted:
                            left -= 1
        budget.spend(3 * reached)
        best.pop()
        for i in blocked:
            best[i] = unset
        best[origin] = 0
        return best

    def _jump_or_fly(self, origin: int, forward: bool) -> tuple[list[int], list[int]]:
        """``_search`` for Jump and Flying: any hex may be crossed, so the steps are the range.
        A Jump's last hex is entered as a normal move: forward, every hex as the landing hex
        (only traps/hazards and difficult hexes change anything); backward, ``origin``."""
        steps = self.board.proximity(origin).copy()
        n = len(steps)
        traps = [0] * n if UNREACHABLE not in steps else [0 if s < UNREACHABLE else UNREACHABLE for s in steps]
        if self.mode != JUMP:
            return traps, steps
        if forward:
            landing: Iterable[int] = self._negative | self.terrain.difficult
        else:
            landing = range(n) if self.entering(origin) != (0, 1) else ()
        for i in landing:
            if i != origin and steps[i] < UNREACHABLE:
                traps[i], cost = self.entering(i if forward else origin)
                steps[i] += cost - 1
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
                if j < 0 or (not self.can_pass(j) and j != dest):
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


def _unreached(steps: list[int], hexes: Iterable[int]) -> list[int]:
    """The traps of walks that enter no trap or hazard, for ``hexes``: ``UNREACHABLE``
    where ``steps`` does not reach, else 0 (as every other entry)."""
    traps = [0] * len(steps)
    for i in hexes:
        if steps[i] == UNREACHABLE:
            traps[i] = UNREACHABLE
    return traps


def _plain_steps(mover: Mover, i: int, dest: int) -> int:
    return mover.board.proximity(dest)[i]
