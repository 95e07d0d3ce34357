"""Target groups of one attack: which enemies the monster attacks, as families of tied choices.

Rulebook/Italian summary, "Attacco Mostri": the monster attacks its focus "and any other
targets for maximum effect"; the other targets are chosen in order of focus priority
(proximity, then initiative), and where that order ties the players choose. So the best
groups of one attack are all alike: the enemies it must hit, the enemies better placed than
the tie, and any ``pick`` of the ``tied`` ones. A ``Family`` keeps them in that form, so that
ten thousand tied groups cost one object until they are listed (``expand``) — and the
guard on unlistable choices (``TooManyOptions``) counts them before any is built.

Enemies are bits of an ``int`` mask (bit ``k`` is the monster AI's ``k``-th enemy).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable
from dataclasses import dataclass

from rules.core import RulesError, budget

MAX_OPTIONS = 5_000  # tied target groups or options beyond this are refused (too_many_options)


class TooManyOptions(RulesError):
    """The players' choices would be too many to list."""

    code = "too_many_options"


def too_many() -> TooManyOptions:
    return TooManyOptions(
        f"the players would choose among more than {MAX_OPTIONS} tied options; "
        "give the enemies initiatives or the attack fewer targets"
    )


@dataclass(frozen=True)
class Family:
    """The groups ``base | any pick of tied`` (as enemy masks), all of one size and one
    rank profile."""

    base: int
    tied: tuple[int, ...]  # single-bit masks
    pick: int

    def count(self) -> int:
        return math.comb(len(self.tied), self.pick)

    def groups(self) -> Iterable[int]:
        base = self.base
        if self.pick == 0:
            yield base
            return
        for combo in itertools.combinations(self.tied, self.pick):
            yield base | sum(combo)


def best_family(
    focus: int, hit: int, pool: int, count: int, by_rank: list[tuple[int, int]], ranks: int
) -> tuple[Family, tuple[int, ...]] | None:
    """The best target groups of one attack that include ``focus`` (a bit): ``hit`` are the
    enemies the AoE hits, ``count`` normal targets are chosen from ``pool``. ``by_rank``
    lists ``(rank, bit)`` of every enemy, best first. Returns the family and its rank
    profile (minus the count of each rank: smaller is better), or None when the focus cannot
    be among the targets. Raises ``TooManyOptions`` when the family alone is unlistable."""
    if focus & hit:
        forced, choose_from, need = hit, pool, count
    elif focus & pool and count >= 1:
        forced, choose_from, need = hit | focus, pool & ~focus, count - 1
    else:
        return None
    counts = [0] * ranks
    base = forced
    tied: list[int] = []
    pick = 0
    if need:
        ordered = [(rank, bit) for rank, bit in by_rank if bit & choose_from]
        cut = ordered[need - 1][0]
        for rank, bit in ordered:
            if rank < cut:
                base |= bit
            elif rank == cut:
                tied.append(bit)
            else:
                break
        pick = need - (bin(base).count("1") - bin(forced).count("1"))
        counts[cut] += pick
        if math.comb(len(tied), pick) > MAX_OPTIONS:
            raise too_many()
    for rank, bit in by_rank:
        if bit & base:
            counts[rank] += 1
    budget.spend(len(by_rank) // 8 + 1)
    return Family(base, tuple(tied), pick), tuple(-c for c in counts)


def expand(families: Iterable[Family], limit: int = MAX_OPTIONS) -> set[int]:
    """Every group of ``families`` (duplicates once); ``TooManyOptions`` beyond ``limit``.
    A family whose groups all belong to a larger one already taken is skipped unexpanded."""
    ordered = sorted(set(families), key=lambda f: -len(f.tied))
    taken: dict[tuple[int, int], list[frozenset[int]]] = {}
    out: set[int] = set()
    for family in ordered:
        same = taken.setdefault((family.base, family.pick), [])
        tied = frozenset(family.tied)
        budget.spend(len(same) // 4 + 1)
        if any(tied <= other for other in same):
            continue
        same.append(tied)
        budget.spend(family.count() + 1)
        for group in family.groups():
            out.add(group)
        if len(out) > limit:
            raise too_many()
    return out
