"""The Gloomhaven monster AI: focus, movement and attack targets of one monster's turn.

``monster_moves(request)`` takes the DESIGN request (map, figures, active monster, ability)
and returns ``{"focus": [ids], "options": [{"destination": [q, r], "targets": [[q, r], ...]}]}``:
every end hex + attacked hexes combination the rules allow. When the rules leave a choice
(tied focus, tied destinations, tied target groups) every option is listed and the players
choose. Rules (Italian round summary, "Turno Mostri"; rulebook, "Move"/"Attack"):

Focus ("Focus Mostri"). The focus is the enemy the monster can attack with the least
movement: the fewest traps/hazards on the way (they are avoided unless it is the only
way), then the fewest movement points, to a hex from which its *current* attack hits that
enemy (range and line of sight; a pattern for AoE). Ties: the enemy in closer proximity
(range from the monster's hex, around walls), then the lower initiative; then the players
choose (every tied enemy is a focus). Without an attack it acts as if it had a melee
attack. An enemy it can never attack from any hex it can reach is not a focus; with no
focus the monster neither moves nor attacks.

Destination ("Movimento Mostri"). Among the hexes it could end on (ignoring its move
value), it prefers, in order: fewest traps/hazards on the way; a hex it can reach this
turn; no disadvantage against its focus (a ranged attacker adjacent to its focus steps
away unless muddled); the most targets (the focus always among them); the shortest walk;
then secondary targets in order of focus priority (proximity, then initiative). For the
chosen target groups it then takes the hexes with the fewest disadvantaged targets, then
the shortest walk. If it cannot reach them this turn it moves as close as it can to one of
them (fewest traps/hazards in all, then least movement left to go, then least movement
now) and does not attack; when several destinations tie, the players pick one.

Attacks. Melee = range 1. A ranged attack against an adjacent enemy has disadvantage
("not adjacent" across a thin wall). Target X attacks up to X enemies (a count at least
the number of enemies is "target all"). AoE patterns may be turned and mirrored; a melee
pattern is placed around the monster (no range check); a ranged pattern anywhere with at
least one hex within range (Italian summary, "Attacco ad Area"); every target needs line
of sight. An AoE with Target X > 1 adds X-1 normal targets. Target 0: the monster moves as
a melee attacker and does not attack.

These tie-breaks and option sets follow the Monster Mover reference (AluminumAngel/gloom,
MIT), Gloomhaven rules; the 79 cases in ``../shared/data/gloomhaven`` check them.

Work. Every search and line-of-sight test is charged to the request's work budget
(``rules.core.budget``), so no request runs on past it. Tied target groups are kept as
``targets.Family`` objects until the best are known, and counted before they are listed.
The scans over attack hexes stop as soon as no later hex can change the answer: focus
costs beyond the best found so far, and hexes farther than the best destination once
nothing can beat it. See ``docs/monster-moves-limits.md``.
"""

from __future__ import annotations

from typing import Any, cast

from rules.core import budget

from .attack import Attack, ones
from .request import (
    CHARACTER,
    MAX_AREA,
    MAX_FIGURES,
    MAX_HEXES,
    MAX_INITIATIVE,
    MAX_VALUE,
    MONSTER,
    SIDES,
    Ability,
    Figure,
    Request,
    parse_request,
)
from .targets import MAX_OPTIONS, Family, TooManyOptions, best_family, expand, too_many

AOE_REFLECTIONS = True  # AoE patterns may also be mirrored (as the reference places them)

__all__ = [
    "AOE_REFLECTIONS",
    "CHARACTER",
    "MAX_AREA",
    "MAX_FIGURES",
    "MAX_HEXES",
    "MAX_INITIATIVE",
    "MAX_OPTIONS",
    "MAX_VALUE",
    "MONSTER",
    "SIDES",
    "Ability",
    "Figure",
    "Request",
    "TooManyOptions",
    "Turn",
    "monster_moves",
    "parse_request",
]


class Turn(Attack):
    """One monster's turn: its focus, where it moves and whom it attacks."""

    def __init__(self, req: Request):
        super().__init__(req, AOE_REFLECTIONS)

    # --- the decision -----------------------------------------------------------------
    def focuses(self) -> list[int]:
        """The enemies the monster focuses on (several: the players choose)."""
        best_key: tuple[int, ...] | None = None
        tied: list[int] = []
        traps, steps, order = self.traps, self.steps, self.order
        for e in self.enemies:
            region = self.attack_hexes(e)
            cost = None
            scanned = 0
            for i in order:
                if i not in region:
                    continue
                scanned += 1
                here = (traps[i], steps[i])
                if best_key is not None and here > best_key[:2]:
                    break  # this enemy costs more than the best: it cannot be a focus
                if self.sees(i, e):
                    cost = here
                    break
            budget.spend(len(order) // 16 + scanned // 4 + 1)
            if cost is None:
                continue
            key = cost + (self.proximity_to_monster(e),)
            if best_key is None or key < best_key:
                best_key, tied = key, [e]
            elif key == best_key:
                tied.append(e)
        inits = [self.initiative(e) for e in tied]
        if tied and None not in inits:
            low = min(cast("list[int]", inits))  # no None: see above
            tied = [e for e in tied if self.initiative(e) == low]
        return tied

    def options_for(self, focus: int) -> set[tuple[int, tuple[int, ...]]]:
        """(end hex, targets) options with ``focus`` as the focus."""
        region = self.attack_hexes(focus)
        candidates = [i for i in self.order if i in region]
        traps, steps, move = self.traps, self.steps, self.move
        fbit = self.bit[focus]
        budget.spend(len(self.order) // 16 + 1)
        # 1. the best target groups: (traps, reachable, no disadvantage on the focus, most
        # targets, shortest walk, best-ranked targets)
        best: tuple[int, ...] | None = None
        families: list[Family] = []
        most = self.max_size(focus)
        for at in candidates:
            head = (traps[at], 0 if steps[at] <= move else 1)
            if best is not None:
                if head > best[:2]:
                    break
                if best[2] == 0 and best[3] == -most and steps[at] > best[4]:
                    break  # a longer walk cannot tie or beat it
            if not self.sees(at, focus):
                continue  # the focus must be among the targets
            prefix = head + (int(self.disadvantage(at, focus)),)
            for hit, pool, count in self.plans(at):
                found = best_family(fbit, hit, pool, count, self.by_rank, self.ranks)
                if found is None:
                    continue
                family, profile = found
                key = prefix + (-(ones(family.base) + family.pick), steps[at]) + profile
                if best is None or key < best:
                    best, families = key, [family]
                elif key == best:
                    families.append(family)
        if best is None:
            return set()
        groups = sorted(expand(families))
        chosen = self._destinations(focus, candidates, best, groups)
        if best[1] == 0:  # reachable this turn: move there and attack
            listed = sum(len(groups) if gs is None else len(gs) for gs in chosen.values())
            budget.spend(listed * (len(self.enemies) // 8 + 1))
            if self.extra < 0:
                return {(at, ()) for at in chosen}
            return {(at, self.members(g)) for at, gs in chosen.items() for g in (groups if gs is None else gs)}
        moves: set[tuple[int, tuple[int, ...]]] = set()
        within = self.within_move()  # reachable(i) and can_end(i)
        for dest in sorted(chosen):
            to_traps, to_steps = self.mover.costs_to(dest, among=within)
            best_move, found_moves = None, []
            for i in within:
                key = (to_traps[i] + traps[i], to_steps[i], steps[i])
                if best_move is None or key < best_move:
                    best_move, found_moves = key, [i]
                elif key == best_move:
                    found_moves.append(i)
            budget.spend(len(within) // 4 + 1)
            moves.update((i, ()) for i in found_moves)
        return moves

    def _destinations(
        self, focus: int, candidates: list[int], best: tuple[int, ...], groups: list[int]
    ) -> dict[int, set[int] | None]:
        """2. For the best target groups, the hexes to attack them from: fewest
        disadvantaged targets, then the shortest walk. ``{hex: groups}`` (None: all of them)."""
        size = -best[3]
        union, common = 0, -1
        for g in groups:
            union |= g
            common &= g
        traps, steps, move = self.traps, self.steps, self.move
        adjacent = self.board.link
        bit = self.bit
        best_dest: tuple[int, int] | None = None
        chosen: dict[int, set[int] | None] = {}
        total = 0
        for at in candidates:
            head = (traps[at], 0 if steps[at] <= move else 1)
            if head != best[:2]:
                if head > best[:2]:
                    break
                continue
            if best_dest is not None and best_dest[0] == 0 and steps[at] > best_dest[1]:
                break  # no later hex can beat it
            if int(self.disadvantage(at, focus)) != best[2] or not self.sees(at, focus):
                continue
            near = 0
            if self.susceptible:
                for j in adjacent[at]:
                    near |= bit.get(j, 0)
            for hit, pool, count in self.plans(at):
                if ones(hit) + count != size:
                    continue
                allowed = hit | pool
                members: set[int] | None
                if not union & ~allowed and not hit & ~common and not near & union:
                    key, members = (0, steps[at]), None  # every group, none disadvantaged
                else:
                    fewest, members = None, set()
                    for g in groups:
                        if g & hit != hit or g & ~allowed:
                            continue
                        d = ones(g & near)
                        if fewest is None or d < fewest:
                            fewest, members = d, {g}
                        elif d == fewest:
                            members.add(g)
                    budget.spend(len(groups) // 2 + 1)
                    if fewest is None:
                        continue
                    key = (fewest, steps[at])
                if best_dest is None or key < best_dest:
                    best_dest, chosen, total = key, {}, 0
                elif key > best_dest:
                    continue
                if at in chosen:
                    had = chosen[at]
                    total -= len(groups) if had is None else len(had)
                    members = None if had is None or members is None else had | members
                chosen[at] = members
                total += len(groups) if members is None else len(members)
                if total > MAX_OPTIONS:
                    raise too_many()
        return chosen

    def solve(self) -> dict[str, Any]:
        focuses = self.focuses()
        options: set[tuple[int, tuple[int, ...]]] = set()
        for focus in focuses:
            options |= self.options_for(focus)
            if len(options) > MAX_OPTIONS:
                raise too_many()
        if not options:
            options = {(self.monster, ())}
        coords = self.board.coords
        listed = sorted(
            (
                [list(coords[at]), [list(coords[t]) for t in sorted(targets, key=coords.__getitem__)]]
                for at, targets in options
            )
        )
        order = {f.id: k for k, f in enumerate(self.req.figures)}
        focus_ids = sorted((self.figure_at[e].id for e in focuses), key=order.__getitem__)
        return {"focus": focus_ids, "options": [{"destination": d, "targets": t} for d, t in listed]}


def monster_moves(request: Any) -> dict[str, Any]:
    """The focus and every allowed (destination, targets) option of the active monster.

    Raises ``InvalidState`` (``.code`` says why) for a request that does not describe a
    possible situation, ``TooManyOptions`` when the tied choices cannot be listed, and
    ``rules.core.TooComplex`` when it needs more work than the request's budget."""
    return Turn(parse_request(request)).solve()
