"""Kill abilities of the level 2–9 cards: "Kill one adjacent normal enemy" (Fatal Advance),
"... with stun" (Quietus), "Kill one adjacent normal or elite enemy" (Face Your End), "Kill
one adjacent enemy whose current hit point value is equal to or less than 3" (Pain's End),
"... adjacent to none of its allies and also adjacent to any of your allies" (Visage of the
Inevitable).

The enemy is chosen as for any one-figure ability (``choose_figure``) among those the card
allows; it dies at once (a slain monster, with its coin). Only monsters are killed (a boss
is not among the monster types the engine sets up).
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State

from . import conditionals, conditions, damage
from .board import Hex, Map

Figure = tuple[str, int]


def allowed(state: State, me: Figure, ability: dict[str, Any], hexes: list[Hex]) -> list[Hex]:
    """The hexes of ``hexes`` holding an enemy the kill may be played on."""
    game_map = Map(state)
    found = []
    for h in hexes:
        figure = game_map.figures.get(h)
        if figure is None or figure[0] != "monster":
            continue
        monster = state["monsters"][figure[1]]
        if monster["elite"] and not ability.get("elite"):
            continue
        wanted = ability.get("target_conditions")
        if wanted and not set(wanted) & set(monster["conditions"]):
            continue
        if "max_hp" in ability and monster["hp"] > ability["max_hp"]:
            continue
        if "when" in ability and not conditionals.holds(state, me, figure, ability["when"]):
            continue
        found.append(h)
    return found


def kill(state: State, who: Figure, events: Events) -> None:
    """The monster dies; its hex is kept for the ability after ("Target all enemies adjacent
    to the killed target")."""
    if who[0] == "monster" and conditions.on_map(state, who):
        at = list(state["monsters"][who[1]]["hex"])
        damage.kill_monster(state, who[1], events)
        if state["turn"] is not None:
            state["turn"].setdefault("context", {})["killed"] = at
