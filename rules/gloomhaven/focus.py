"""A scenario's focus rule (``focus``): #35 and #36, "On a demon's turn, if it can move to within
range to attack the door, it focuses on the door and takes its turn normally; otherwise it picks
its focus by the normal rules" (GG's notes on the scenario book, p. 46-48).

The AI is asked once with the figure as the only enemy (the other enemies are obstacles to a
walker then, as they block its way, and allies to a flier, which passes them: neither ends on
one); if an option of that answer attacks the figure, the monster takes it. Otherwise the
answer of the normal request stands.
"""

from __future__ import annotations

import copy
from typing import Any

from rules.core import State

from . import conditions, scenario_rules
from .monster_ai import monster_moves

Figure = tuple[str, int]


def _figure_id(state: State, name: str) -> tuple[str, list[int]] | None:
    for kind, listed in (("objective", "objectives"), ("escort", "escorts")):
        for i, figure in enumerate(state[listed]):
            if figure["name"] == name:
                return f"{kind}{i}", list(figure["hex"])
    return None


def answer(state: State, who: Figure, request: dict[str, Any]) -> dict[str, Any]:
    """The AI's answer for ``who``, focused on the rule's figure when it can attack it."""
    if who[0] == "monster":
        kind = conditions.figure(state, who)["type"]
        for rule in scenario_rules.rules_of(state).get("setup", []):
            target = _figure_id(state, rule["figure"]) if rule["type"] == "focus" and kind in rule["monsters"] else None
            if target is None:
                continue
            narrowed = copy.deepcopy(request)
            others = [f for f in narrowed["figures"] if f["side"] == "character" and f["id"] != target[0]]
            if narrowed["ability"]["flying"]:  # a flier passes them and never ends on one: as allies
                for figure in others:
                    figure["side"], figure["initiative"] = "monster", None
            else:  # they block a walker's way, and it never ends on one: as obstacles
                narrowed["figures"] = [f for f in narrowed["figures"] if f not in others]
                narrowed["map"]["obstacles"] += [f["hex"] for f in others]
            found = monster_moves(narrowed)
            if any(target[1] in option["targets"] for option in found["options"]):
                return found
    return monster_moves(request)
