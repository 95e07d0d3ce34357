"""Objectives: the figures a scenario asks the characters to destroy ("Destroy the rock
column", #31).

The scenario book gives each objective its hit points ("Rock column (a): (8+L)xC hit
points") and makes it "an enemy to the characters". The rest is our reading, stated as
Frosthaven's rulebook states it for its objectives: an objective never acts and has no
initiative, it is immune to every condition and to forced movement, and monsters treat it as
one of their own (they never focus on it, and move through it as through an ally). Characters
and their summons attack it as any enemy.

It is placed when its room is revealed, in place of the obstacle the map draws on its hex.
Destroyed, it leaves the map without dropping a coin, and its name goes into
``tally.destroyed`` (the ``destroy`` goal).
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, InvalidState, State

from . import formulas, scenario_rules, stat_bonuses
from .board import Map, key

Rule = dict[str, Any]


def of(state: State) -> list[Rule]:
    """The scenario's objectives (its ``figures`` of kind ``objective``)."""
    return [f for f in scenario_rules.rules_of(state).get("figures", []) if f["kind"] == "objective"]


def max_hp(state: State, rule: Rule) -> int:
    return max(1, formulas.evaluate(rule["hp"], len(state["characters"]), state["levels"]["scenario"]))


def place(state: State) -> None:
    """The objectives the revealed map now holds (a door's: once a room beside it is
    revealed), at full health."""
    wanted = [f for f in of(state) if f["name"] not in {o["name"] for o in state["objectives"]}]
    if not wanted:
        return
    cells = Map(state).cells
    for rule in wanted:
        at = key(rule["hex"])
        if at not in cells or rule["name"] in state["tally"].get("destroyed", []):
            continue
        state["overlays"] = [o for o in state["overlays"] if not (key(o["hex"]) == at and o["type"] == "obstacle")]
        hp = max_hp(state, rule)
        state["objectives"].append({"name": rule["name"], "hp": hp, "max_hp": hp, "hex": list(at), "conditions": []})


def wound(state: State, index: int, amount: int, events: Events, source: str) -> None:
    objective = state["objectives"][index]
    objective["hp"] = max(0, objective["hp"] - amount)
    events.append({"type": "damage_suffered", "figure": ["objective", index], "damage": amount, "source": source})
    if objective["hp"] == 0:
        objective = state["objectives"].pop(index)
        state["tally"].setdefault("destroyed", []).append(objective["name"])
        events.append({"type": "objective_destroyed", "name": objective["name"], "hex": objective["hex"]})
        stat_bonuses.refresh(state)
        if _rule(state, objective["name"]).get("door"):  # "each opens when it is destroyed"
            from . import rooms  # rooms places objectives as it reveals a room

            rooms.open_door(state, key(objective["hex"]), -1, events)
            rooms.fill_in(state, events)


def _rule(state: State, name: str) -> Rule:
    return next(f for f in of(state) if f["name"] == name)


def check_state(state: State) -> None:
    """Each objective is one of the scenario's, standing on its own hex in a revealed room,
    not destroyed, once, with hit points up to its formula's; the destroyed ones are the
    scenario's, each once."""
    rules = {f["name"]: f for f in of(state)}
    destroyed = state["tally"].get("destroyed", [])
    if not set(destroyed) <= set(rules) or len(set(destroyed)) != len(destroyed):
        raise InvalidState("state.tally.destroyed: objectives of the scenario, each once")
    seen = set(destroyed)
    for i, objective in enumerate(state["objectives"]):
        rule = rules.get(objective["name"])
        if rule is None or objective["name"] in seen or key(rule["hex"]) != key(objective["hex"]):
            raise InvalidState(f"state.objectives[{i}]: an objective of the scenario on its hex, once, not destroyed")
        if objective["max_hp"] != max_hp(state, rule) or not 0 < objective["hp"] <= objective["max_hp"]:
            raise InvalidState(f"state.objectives[{i}]: hp up to its formula's maximum")
        if objective["conditions"]:
            raise InvalidState(f"state.objectives[{i}].conditions: an objective takes no condition")
        seen.add(objective["name"])
