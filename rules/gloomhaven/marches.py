"""Monsters a scenario sends toward hexes: #77 Vault of Secrets (GG's notes on the scenario book,
p. 97): "City Guards do not act normally: each turn they perform 'Move 2' toward the closest
pressure plate (a), then, after moving, perform every non-move ability on their ability card as
best they can"; "A City Guard that enters the hex of door 1 opens it and reveals the room
beyond"; lost when "any City Guard occupies a pressure plate (a)" (``monster_reaches``).

A ``march`` setup rule names the monster types, the Move and the hexes. Each such monster,
unless stunned or immobilized, first walks as an escort does (``escorts.walk_toward``: a
shortest walk over the whole map to the nearest of the hexes, around obstacles and enemies and,
where it can, traps; a closed door it enters opens and ends its walk). Then it plays its card
without the card's moves: its attacks are aimed from where it stands, as the AI aims an attack
with no move before it.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State

from . import escorts, presence, scenario_rules
from .board import key

Rule = dict[str, Any]


def rule_for(state: State, kind: str) -> Rule | None:
    """The ``march`` rule of monster type ``kind``, if any."""
    rules = scenario_rules.rules_of(state).get("setup", [])
    return next((r for r in rules if r["type"] == "march" and kind in r["monsters"]), None)


def march(state: State, index: int, rule: Rule, events: Events) -> None:
    """Monster ``index`` walks its Move toward the rule's hexes; the turn's queue follows it."""
    monster = state["monsters"][index]
    if {"stun", "immobilize"} & set(monster["conditions"]):
        return
    end = escorts.walk_toward(state, ("monster", index), int(rule["move"]), [key(h) for h in rule["toward"]], events)
    if end is not None:
        state["monster_turn"]["queue"][0] = list(end)
        presence.note(state)  # "any City Guard occupies a pressure plate": at once
