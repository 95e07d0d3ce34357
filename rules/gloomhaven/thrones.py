"""The Prime Demon's throne, #21 Infernal Throne (GG's notes on the scenario book, p. 28–29). "Altar:
shares hit points, initiative and immunities with the Prime Demon." "The Prime Demon cannot be
damaged in any way; damage has to be dealt to the altar instead." Special 1: "(1) the altar jumps
to the next hex in the cycle a → b → c → d → e → f → a; a figure or overlay tile on the
destination hex is moved to the nearest unoccupied hex; if the destination is in an unrevealed
room, that room is revealed at once and every door between it and other revealed rooms opens.
(2) The altar summons one demon — normal (2 characters) or elite (3–4) — of the type tied to its
new location: a Frost Demon, b Wind Demon, c Night Demon, d Earth Demon, e Flame Demon, f Sun
Demon. (3) The Prime Demon performs 'Move+2, Attack-1'. Special 2: same as Special 1, but the
summoned demon is normal for 2–3 characters and elite for 4."

The altar is an objective whose rule ``shares_hp_with`` the boss (``objectives``: its hit points
are the boss's, damage to it is the boss's, the boss itself takes none). The boss's
``marked_hexes`` rule lists the hexes a–f and, in ``monsters``, the demon of each; the altar
stands on the last (f) at the start. The stat card names the actions (``scenario_rule``
``throne_moves`` and ``summon_demon``; the ranks by the number of characters, ``ranks``, as any
boss summon's). Our readings: a figure or tile displaced goes to the nearest hex with no figure
and no overlay tile, ties in hex order; the demon goes beside the altar, on an empty hex closest
to an enemy, the first in hex order among ties (as the Winged Horror's eggs).
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State

from . import marked_hexes, objectives, rooms, scenarios, setup
from .board import Hex, Map, fixed, key, make_way, nearest_free
from .monster_abilities import closest_to_an_enemy, empty_beside, place_summoned

Rule = dict[str, Any]


def throne_of(state: State, kind: str) -> int | None:
    """The index of the objective standing that shares its hit points with monster type ``kind``."""
    for i, figure in enumerate(state["objectives"]):
        if objectives.rule(state, "objective", figure["name"]).get("shares_hp_with") == kind:
            return i
    return None


def throne_moves(state: State, index: int, ability: Rule, events: Events) -> None:
    """Monster ``index``'s altar jumps to the next of its marked hexes."""
    kind = state["monsters"][index]["type"]
    throne = throne_of(state, kind)
    if throne is None:
        return
    target = marked_hexes.take_next(state, kind)
    here = key(state["objectives"][throne]["hex"])
    if target is None or target == here:
        return
    _reveal_under(state, target, events)
    standing = Map(state).figures.get(target)
    if standing is not None and fixed(state, standing):
        return  # an objective or a figure on several hexes is not moved: the altar stays (our reading)
    _clear(state, target, events)
    state["objectives"][throne]["hex"] = list(target)
    events.append(
        {"type": "objective_moved", "name": state["objectives"][throne]["name"], "path": [list(here), list(target)]}
    )


def _reveal_under(state: State, target: Hex, events: Events) -> None:
    """The room of ``target`` revealed, if hidden (its doors to the revealed rooms open with it);
    the monster types new to the round act in it as a revealed room's do."""
    scenario = scenarios.of(state["options"])
    room = scenario.room_of(target)
    if room is None or room in state["rooms"]:
        return
    before = set(rooms.acting_types(state))
    rooms.reveal(state, sorted(set(scenario.reveals(room)) - set(state["rooms"])), events)
    rooms.arrived(state, sorted(set(rooms.acting_types(state)) - before), events)


def _clear(state: State, target: Hex, events: Events) -> None:
    """A figure or overlay tiles on ``target`` moved to the nearest hex with no figure and no tile."""
    who = Map(state).figures.get(target)
    if who is not None:
        make_way(state, who, target, events)
    for tile in [t for t in state["overlays"] if key(t["hex"]) == target and t["type"] in scenarios.TOKENS]:
        to = nearest_free(state, [target], scenarios.TOKENS)
        if to is not None:
            tile["hex"] = list(to)
            events.append({"type": "tile_moved", "tile": tile["type"], "path": [list(target), list(to)]})


def summon_demon(state: State, index: int, ability: Rule, events: Events) -> None:
    """The altar summons the demon of the marked hex it stands on (``ability['elite']``: its rank)."""
    kind = state["monsters"][index]["type"]
    throne = throne_of(state, kind)
    rule = marked_hexes.rule_for(state, kind)
    if throne is None or rule is None or "monsters" not in rule:
        return
    at = key(state["objectives"][throne]["hex"])
    hexes = [key(h) for h in rule["hexes"]]
    if at not in hexes:
        return
    demon = rule["monsters"][hexes.index(at)]
    empty = empty_beside(state, [at])
    if not empty or not setup.free_standees(state, demon):
        events.append(
            {
                "type": "ability_skipped",
                "figure": ["monster", index],
                "reason": "no_empty_hex" if not empty else "no_standee",
            }
        )
        return
    place_summoned(
        state,
        index,
        closest_to_an_enemy(state, empty)[0],
        {"monster": demon, "elite": bool(ability.get("elite"))},
        events,
    )


#: The boss actions of ``scenario_rule`` kind the engine plays, by name.
ACTIONS = {"throne_moves": throne_moves, "summon_demon": summon_demon}
