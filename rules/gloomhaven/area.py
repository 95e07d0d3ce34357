"""Area attacks: where the pattern goes and whom it hits (round summary, "Attacco ad Area").

"Some attacks target several hexes; the area is shown on the card: grey hex the attacker,
red hexes the possible targets. If a range is given too, only one hex must be within the
range, and it need not hold an enemy." Each enemy in a red hex is a target, if the attacker
has line of sight to it. The pattern may be placed in any of its rotations and mirror
images (as the monster AI places monsters' areas, ``hexes.symmetries``).

A melee area's offsets are relative to the attacker's hex; a ranged area's to its own
``[0, 0]`` hex. The decision ``attack_area`` lists one placement for each different set of
figures covered (placements that cover the same figures are one choice); the listed ones are
the ones accepted, so every legal action is listed.
"""

from __future__ import annotations

from typing import Any

from rules.core import State

from . import conditions, hexes
from .board import Hex, Map

AREA = "attack_area"

Placement = tuple[Hex, ...]


def placements(game_map: Map, attacker: Hex, ability: dict[str, Any]) -> set[Placement]:
    """Every placement of the ability's area: its hexes, sorted."""
    images = hexes.symmetries(ability["area"])
    reach = ability.get("range")
    if reach is None:
        return {_shift(image, attacker) for image in images}
    within = [h for h in game_map.cells if game_map.distance(attacker, h) <= reach]
    return {_shift(image, (h[0] - q, h[1] - r)) for image in images for h in within for q, r in image}


def _shift(image: tuple[Hex, ...], by: Hex) -> Placement:
    return tuple(sorted((q + by[0], r + by[1]) for q, r in image))


def targets(state: State, game_map: Map, attacker: Hex, side: str, placed: Placement) -> list[Hex]:
    """The enemies hit: in a red hex, visible, within line of sight of the attacker; a figure
    on several red hexes is hit once (on the first)."""
    enemies = game_map.enemies_of(side)
    found, hit = [], set()
    for h in placed:
        figure = enemies.get(h)
        if figure is None or figure in hit or "invisible" in conditions.figure(state, figure)["conditions"]:
            continue
        if game_map.sees(attacker, h):
            found.append(h)
            hit.add(figure)
    return found


def choices(state: State, attacker: Hex, side: str, ability: dict[str, Any]) -> list[Placement]:
    """One placement with a target for each different set of figures covered, sorted."""
    game_map = Map(state)
    found: dict[tuple[Hex, ...], Placement] = {}
    for placed in sorted(placements(game_map, attacker, ability)):
        if targets(state, game_map, attacker, side, placed):
            covered = tuple(h for h in placed if h in game_map.figures)
            found.setdefault(covered, placed)
    return sorted(found.values())


def valid(state: State, attacker: Hex, side: str, ability: dict[str, Any], placed: Placement) -> bool:
    return placed in choices(state, attacker, side, ability)
