"""Objectives a boss summons and hatches: the Winged Horror's eggs, #46 Nightmare Peak (GG's notes
on the scenario book, p. 61). "Special 2: after the Winged Horror performs the attacks listed on
its stat card, it summons C eggs. Each egg is a numbered token with 2+(L/2) HP, rounded up, and
has initiative 99 for the purpose of summon focusing. Special 1: after the Winged Horror attacks,
every egg currently on the map is destroyed and each one spawns one normal Night Demon in the
hex it occupied."

The boss's stat card names these actions (``scenario_rule``: ``summon_eggs``, ``hatch_eggs``);
the scenario's rules give the egg (a ``summoned`` objective: ``objectives``) and the monster it
hatches into (its ``hatches``). An egg goes to an empty hex beside the boss as close as possible to an
enemy, as a summoned monster does; among tied hexes the first in hex order (our choice, where a
summoned monster's tie is the players'). With no empty hex or no egg token left (eight), no more
eggs come.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State

from . import objectives, rooms
from .board import key
from .monster_abilities import closest_to_an_enemy, empty_beside

Rule = dict[str, Any]


def _egg(state: State) -> Rule | None:
    return next((f for f in objectives.of(state) if f.get("summoned")), None)


def summon(state: State, index: int, ability: dict[str, Any], events: Events) -> None:
    """The boss summons C eggs beside it."""
    rule = _egg(state)
    if rule is None:
        return
    for _ in range(len(state["characters"])):
        taken = {o["name"] for o in state["objectives"]}
        names = [f"{rule['name']} {n}" for n in range(1, objectives.SUMMONED + 1) if f"{rule['name']} {n}" not in taken]
        empty = empty_beside(state, [key(state["monsters"][index]["hex"])])
        if not names or not empty:
            return
        at = closest_to_an_enemy(state, empty)[0]
        hp = objectives.max_hp(state, rule)
        state["objectives"].append({"name": names[0], "hp": hp, "max_hp": hp, "hex": list(at), "conditions": []})
        events.append({"type": "objective_summoned", "name": names[0], "hex": list(at)})


def hatch(state: State, index: int, ability: dict[str, Any], events: Events) -> None:
    """Every egg on the map is destroyed; each spawns the monster of the scenario's ``hatch`` rule
    on its hex. A type new to the round acts in it as a revealed room's would."""
    from . import special_rules  # it sets monsters up, which this module's callers fight

    rule = _egg(state)
    hatching = None if rule is None else rule.get("hatches")
    if rule is None or hatching is None:
        return
    eggs = [o for o in state["objectives"] if objectives.rule(state, "objective", o["name"]) is rule]
    before = set(rooms.acting_types(state))
    for egg in eggs:
        state["objectives"].remove(egg)
        events.append({"type": "objective_destroyed", "name": egg["name"], "hex": egg["hex"]})
        spawned = {"monster": hatching["monster"], "ranks": [hatching["rank"]] * 3, "hex": egg["hex"]}
        special_rules.spawn(state, spawned, events)
    arrived = sorted(set(rooms.acting_types(state)) - before)
    if arrived:
        rooms.arrived(state, arrived, events)


#: The boss actions of ``scenario_rule`` kind the engine plays, by name.
ACTIONS = {"summon_eggs": summon, "hatch_eggs": hatch}
