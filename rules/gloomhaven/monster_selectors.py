"""Who a monster's ability other than its attack affects (``who``, ``effects.SELECTORS``).

Rulebook, "Line-of-sight": "any ability which specifies a range can only be performed on a
figure within line-of-sight"; without a range (adjacent figures, "all enemies") it needs
none. Invisible enemies are never affected ("cannot be focused on or targeted by an
enemy"). A monster's allies are the other monsters.
"""

from __future__ import annotations

from typing import Any

from rules.core import State

from . import conditions, monster_abilities, monster_attacks
from .board import Hex, Map, key


def enemies(state: State, at: Hex, reach: int | None, sight: bool) -> list[Hex]:
    """The enemies of the monster on ``at`` within ``reach`` of it (any distance: None), in
    sight if ``sight``, not invisible."""
    game_map = Map(state)
    found = []
    for h, figure in game_map.enemies_of(_side_at(game_map, at)).items():
        if "invisible" in conditions.figure(state, figure)["conditions"]:
            continue
        if (reach is None or game_map.distance(at, h) <= reach) and (not sight or game_map.sees(at, h)):
            found.append(h)
    return sorted(found)


def allies(state: State, at: Hex, reach: int | None, sight: bool) -> list[Hex]:
    """The other monsters on the side of the one on ``at`` within ``reach`` of it (any
    distance: None), in sight if ``sight``."""
    game_map = Map(state)
    own = _side_at(game_map, at)
    return sorted(
        h
        for h, figure in game_map.figures.items()
        if figure[0] == "monster"
        and game_map.side(figure) == own
        and h != at
        and h not in game_map.inert
        and (reach is None or game_map.distance(at, h) <= reach)
        and (not sight or game_map.sees(at, h))
    )


def reach(state: State, index: int, ability: dict[str, Any]) -> int:
    """The ability's range: its own, or the monster's adjusted (``range_plus``: Living
    Spirit 586 "Curse, Range +0"); 1 when it gives none."""
    if "range" in ability:
        return int(ability["range"])
    if "range_plus" in ability:
        stats = monster_abilities.stats(state, state["monsters"][index])
        return max(1, int(stats["range"]) + int(ability["range_plus"]))
    return 1


def selected(state: State, index: int, ability: dict[str, Any], added: dict[str, Any] | None = None) -> list[Hex]:
    """The hexes of the figures an ability's ``who`` names (``self`` when none is given; an
    element consumed may name others, ``added``'s ``selector``)."""
    at = key(state["monsters"][index]["hex"])
    who = (added or {}).get("selector", ability.get("who", "self"))
    distance = reach(state, index, ability)
    if who == "self":
        return [at]
    if who in ("all_adjacent_enemies", "one_adjacent_enemy"):
        return enemies(state, at, 1, False)
    if who == "all_enemies_in_range":
        return enemies(state, at, distance, True)
    if who == "all_enemies":
        return enemies(state, at, None, False)
    if who == "all_adjacent_allies":
        return allies(state, at, 1, False)
    if who == "all_allies_in_range":
        return allies(state, at, distance, True)
    if who == "self_or_ally_in_range":
        return [at, *allies(state, at, distance, True)]
    if who == "all_adjacent_figures":  # "All adjacent enemies and allies suffer 1 damage"
        return sorted(enemies(state, at, 1, False) + allies(state, at, 1, False))
    if who == "figures_adjacent_to_target":
        return _beside_targets(state, at)
    return []


def _beside_targets(state: State, at: Hex) -> list[Hex]:
    """Savvas Lavaflow 719 "All allies and enemies adjacent to the target": the figures beside
    the targets the monster's last attack hit, but those targets and the monster itself."""
    game_map = Map(state)
    hit = monster_attacks.struck(state)
    near = {n for h in hit for n in game_map.neighbours(h)} - set(hit) - {at}
    everyone = set(enemies(state, at, None, False)) | set(allies(state, at, None, False))
    return sorted(near & everyone)


def _side_at(game_map: Map, at: Hex) -> str:
    """The side of the figure on ``at`` (the monsters' when none stands there)."""
    figure = game_map.figures.get(at)
    return game_map.side(figure) if figure is not None else "monster"
