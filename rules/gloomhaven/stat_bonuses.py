"""Monster stats a scenario rule changes while something holds (``stat_bonus``): "for every
altar not yet destroyed, all demons get +1 maximum hit points and +1 attack, and +0.5
movement and +0.5 range (total rounded up); melee attacks gain no range from this" (#22).

Counted are the named objectives still standing, revealed or not (``per_figure_standing``),
the monsters of a type on the map (``per_monster_on_map``), or the tokens left of those placed
on the monster, one removed as each monster of the types listed dies (``per_token_left``: "it
has Shield 2 for each token on it. Remove one token every time any Ooze dies", #87). A shield never drops below 0. As
the count changes, the monsters' maximum hit points follow and their hit points never exceed
it (``refresh``).
"""

from __future__ import annotations

import math
from typing import Any

from rules.core import State

from . import scenario_rules, triggers

STATS = ("hp", "attack", "move", "range", "shield")


def rules(state: State) -> list[dict[str, Any]]:
    return [r for r in scenario_rules.rules_of(state).get("setup", []) if r["type"] == "stat_bonus"]


def _count(state: State, rule: dict[str, Any]) -> int:
    if "per_figure_standing" in rule:
        destroyed = set(state["tally"].get("destroyed", []))
        return sum(1 for name in rule["per_figure_standing"] if name not in destroyed)
    if "per_token_left" in rule:  # "Remove one token every time any Ooze dies" (#87)
        tokens = rule["per_token_left"]
        killed = state["tally"]["killed"]
        return max(0, int(tokens["tokens"]) - sum(int(killed.get(kind, 0)) for kind in tokens["lost_per_kill"]))
    return sum(1 for m in state["monsters"] if m["type"] == rule["per_monster_on_map"])


def apply(state: State, kind: str, stats: dict[str, Any]) -> dict[str, Any]:
    """``stats`` (a monster's of type ``kind``) with the bonuses that hold now."""
    added = dict.fromkeys(STATS, 0.0)
    for rule in rules(state):
        if kind in rule["monsters"] and ("after" not in rule or triggers.holds(state, rule["after"])):
            n = _count(state, rule)
            for stat in STATS:
                added[stat] += rule.get(stat, 0) * n
    if not any(added.values()):
        return stats
    changed = dict(stats)
    for stat, amount in added.items():
        if amount and not (stat == "range" and not stats.get("range")):  # "melee attacks gain no range"
            changed[stat] = max(0, int(stats.get(stat, 0)) + math.ceil(amount))
    changed["hp"] = max(1, changed["hp"])
    return changed


def refresh(state: State) -> None:
    """The monsters' maximum hit points after a count changed (hit points at most that)."""
    kinds = {kind for rule in rules(state) if "hp" in rule for kind in rule["monsters"]}
    for monster in state["monsters"]:
        if monster["type"] in kinds:
            monster["max_hp"] = scenario_rules.monster_stats(state, monster["type"], monster["elite"])["hp"]
            monster["hp"] = min(monster["hp"], monster["max_hp"])
