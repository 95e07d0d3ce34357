"""Conditional bonuses of an attack (``if``), counted for each target: "+2 Attack if the target
is adjacent to any of your allies", "+1 Attack for each negative condition on the target",
"+1 XP for each enemy targeted".

XP: a bonus ``per`` enemy targeted gives its XP for each target; any other gives it once per
ability, the first time it holds.
"""

from __future__ import annotations

from typing import Any

from rules.core import State

from . import conditions
from .board import Map, key
from .board import side as side_of
from .effects import NEGATIVE_CONDITIONS

Figure = tuple[str, int]


def _allies_adjacent(game_map: Map, side: str, at: Any, besides: Figure | None = None) -> int:
    """How many figures of ``side`` (other than ``besides``) are adjacent to hex ``at``."""
    return sum(
        1
        for n in game_map.neighbours(key(at))
        if (f := game_map.figures.get(n)) is not None and side_of(f) == side and f != besides
    )


def holds(state: State, attacker: Figure, target: Figure, when: str) -> bool:
    game_map = Map(state)
    at = conditions.figure(state, target)["hex"]
    if when == "target_adjacent_to_ally":
        return _allies_adjacent(game_map, side_of(attacker), at, besides=attacker) > 0
    if when == "target_alone":
        return _allies_adjacent(game_map, side_of(target), at, besides=target) == 0
    if when == "self_invisible":
        return "invisible" in conditions.figure(state, attacker)["conditions"]
    return when == "always"


def multiplier(state: State, attacker: Figure, target: Figure, per: str | None, shield: int) -> int:
    if per is None or per == "enemy_targeted":
        return 1
    game_map = Map(state)
    figure = conditions.figure(state, target)
    if per == "negative_condition_on_target":
        return sum(1 for c in figure["conditions"] if c in NEGATIVE_CONDITIONS)
    if per == "ally_adjacent_to_target":
        return _allies_adjacent(game_map, side_of(attacker), figure["hex"], besides=attacker)
    return shield  # target_shield


def against(
    state: State, attacker: Figure, target: Figure, ability: dict[str, Any], shield: int, fired: list[int]
) -> tuple[int, int]:
    """The attack added against ``target`` and the XP earned; ``fired`` (the ``if`` entries
    that held before, in this ability) grows."""
    attack = xp = 0
    for i, entry in enumerate(ability.get("if", [])):
        if not holds(state, attacker, target, entry["when"]):
            continue
        add = entry["add"]
        attack += add.get("attack", 0) * multiplier(state, attacker, target, add.get("per"), shield)
        if add.get("per") == "enemy_targeted":
            xp += add.get("xp", 0)
        elif i not in fired:
            fired.append(i)
            xp += add.get("xp", 0)
    return attack, xp
