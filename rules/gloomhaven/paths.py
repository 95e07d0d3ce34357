"""Attacks on the path to the primary target (``targets: enemies_on_path``).

Impaling Eruption (Spellweaver 62, top), as printed (GHS ``characters/deck/spellweaver.json``):
"Attack 3, Range 4. Additionally, target all enemies on the path to the primary target.
Gain 1 XP for each enemy targeted." The card shows no area pattern: the path is not a shape
but the way to the primary target, and it is read as the hexes along which the range to it is
counted: a shortest chain of adjacent hexes from the attacker's hex to the target's, around
walls ("range cannot be counted through walls") and through figures and obstacles, which do
not stop range. Where several such paths tie, the attacker chooses one.

Every enemy on the path is a target as the primary target is: not invisible, within line of
sight ("All ranged and melee attacks can only be performed against enemies within
line-of-sight") and so within range, being nearer than the primary target. Allies on the path
are passed over. The targets are attacked along the path, the primary target last.

The decision ``attack_path`` lists one path for each different set of targets, and takes one
of those (``choose_path``: the path's hexes, from the one next to the attacker to the primary
target's); another path with the same targets would be the same attack.
"""

from __future__ import annotations

from typing import Any

from rules.core import State

from . import area
from .board import Hex, Map

PATH = "attack_path"
ON_PATH = "enemies_on_path"

Path = tuple[Hex, ...]


def targets(state: State, game_map: Map, attacker: Hex, side: str, path: Path) -> list[Hex]:
    """The enemies on the path the attack may target, in path order."""
    return area.targets(state, game_map, attacker, side, path)


def choices(state: State, attacker: Hex, side: str, ability: dict[str, Any]) -> list[Path]:
    """One path for each different set of targets, sorted."""
    game_map = Map(state)
    reach = ability.get("range", 1)
    near = sorted(h for h in game_map.enemies_of(side) if game_map.distance(attacker, h) <= reach)
    hit = set(targets(state, game_map, attacker, side, tuple(near)))
    found: list[Path] = []
    for primary in sorted(hit):
        found += _traced(game_map, attacker, primary, hit).values()
    return sorted(found)


def _traced(game_map: Map, attacker: Hex, primary: Hex, hit: set[Hex]) -> dict[tuple[Hex, ...], Path]:
    """A shortest path from ``attacker`` to ``primary`` for each different tuple of ``hit``
    hexes on one: each hex's ways on are worked out once, so ties of many paths cost little."""
    board = game_map.board
    left = board.proximity(board.index[primary])
    ways: dict[Hex, dict[tuple[Hex, ...], Path]] = {primary: {(): ()}}

    def on_from(h: Hex) -> dict[tuple[Hex, ...], Path]:
        if h not in ways:
            found: dict[tuple[Hex, ...], Path] = {}
            for n in sorted(game_map.neighbours(h)):
                if left[board.index[n]] == left[board.index[h]] - 1:
                    for hits, rest in on_from(n).items():
                        found.setdefault(((n,) if n in hit else ()) + hits, (n, *rest))
            ways[h] = found
        return ways[h]

    return on_from(attacker)


def valid(state: State, attacker: Hex, side: str, ability: dict[str, Any], path: Path) -> bool:
    """One of the listed paths (another with the same targets is the same attack)."""
    return path in choices(state, attacker, side, ability)
