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
from .effects import NEGATIVE_CONDITIONS

Figure = tuple[str, int]


def _allies_adjacent(game_map: Map, side: str, at: Any, besides: Figure | None = None) -> int:
    """How many figures of ``side`` (other than ``besides``) are adjacent to hex ``at``."""
    return sum(
        1
        for n in game_map.neighbours(key(at))
        if (f := game_map.figures.get(n)) is not None and game_map.side(f) == side and f != besides
    )


def holds(state: State, attacker: Figure, target: Figure, when: str, wanted: Any = ()) -> bool:
    """Whether the predicate ``when`` holds for the attack (or kill) of ``attacker`` on
    ``target``; ``wanted``: the conditions of ``target_has_condition`` (any of them)."""
    game_map = Map(state)
    figure = conditions.figure(state, target)
    at = figure["hex"]
    if when == "target_adjacent_to_ally":
        return _allies_adjacent(game_map, game_map.side(attacker), at, besides=attacker) > 0
    if when == "target_alone":
        return _allies_adjacent(game_map, game_map.side(target), at, besides=target) == 0
    if when == "target_alone_and_adjacent_to_ally":
        return holds(state, attacker, target, "target_alone") and holds(
            state, attacker, target, "target_adjacent_to_ally"
        )
    if when == "target_has_condition":
        return bool(set(wanted) & set(figure["conditions"]))
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
        return _allies_adjacent(game_map, game_map.side(attacker), figure["hex"], besides=attacker)
    return shield  # target_shield


def against(
    state: State, attacker: Figure, target: Figure, ability: dict[str, Any], shield: int, fired: list[int]
) -> tuple[int, int, list[str]]:
    """The attack added against ``target``, the XP earned and the conditions added ("Add
    wound ... when the target is adjacent to any of your allies"); ``fired`` (the ``if``
    entries that held before, in this ability) grows. A doubled attack ("double the value of
    the attack") adds the value with the other bonuses once more."""
    attack = xp = 0
    given: list[str] = []
    double = False
    for i, entry in enumerate(ability.get("if", [])):
        if not holds(state, attacker, target, entry["when"], entry.get("target_conditions", ())):
            continue
        add = entry["add"]
        attack += add.get("attack", 0) * multiplier(state, attacker, target, add.get("per"), shield)
        given += add.get("conditions", [])
        double = double or bool(add.get("double_attack"))
        if add.get("per") == "enemy_targeted":
            xp += add.get("xp", 0)
        elif i not in fired:
            fired.append(i)
            xp += add.get("xp", 0)
    if double:
        attack += ability.get("value", 0) + attack
    return attack, xp, given
