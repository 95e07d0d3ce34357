"""Scenario rules that fire as something happens during a round, not at its start or end:
a kill, a character's turn ending (on a pressure plate, or with every plate of an ``occupy``
goal taken), a room's reveal. ``special_rules`` performs the rules they fire.

A monster type a rule places during the round acts in it as a revealed room's do
(``rooms.arrived``).
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State

from . import scenario_rules, scenarios, triggers
from .board import Map, key
from .common import playing_seat
from .special_rules import ROUNDS, Rule, fires, plates, spawn
from .vocabulary import AT_ONCE


def at_once(state: State, events: Events) -> bool:
    """The rules that fire at once as their event happens: a kill ("when ten Living Bones
    have been killed, read Section 1": the Hungry Soul spawns, #62) or a plate pressed ("not
    set up until any character occupies pressure plate b at the end of their turn", #41). A
    monster type new to the round acts in it as a revealed room's would (``rooms.arrived``);
    False while the table draws standees or cards."""
    from . import rooms  # rooms reads this module's rules as a room is revealed

    before = set(rooms.acting_types(state))
    rules = scenario_rules.rules_of(state)
    for k, rule in enumerate(rules.get("rounds", [])):
        when = rule.get("when")
        once = when is not None and when["type"] in AT_ONCE and "start" not in rule and rule["type"] in ROUNDS
        if once and fires(state, k, when):
            state["tally"]["fired"] = [*state["tally"].get("fired", []), k]
            ROUNDS[rule["type"]](state, rule, events)
    set_up_delayed(state, events, round_end=False)
    for rule in rules.get("setup", []):  # "Door 1 is locked; it opens when all Stone Golems are killed" (#79)
        if (
            rule["type"] == "lock_doors"
            and rule["opens"]["type"] in scenario_rules.OPEN_AT_ONCE
            and triggers.holds(state, rule["opens"])
        ):
            for door in rule["doors"]:
                if key(door) in rooms.closed_doors(state):
                    rooms.open_door(state, key(door), -1, events)
    arrived = sorted(set(rooms.acting_types(state)) - before)
    # a door opened on monsters of a type already acting still gives them standees (#82)
    return rooms.arrived(state, arrived, events) if arrived else rooms.fill_in(state, events)


def set_up_delayed(state: State, events: Events, round_end: bool) -> None:
    """The delayed monster types whose event has come: at once (``at_once``), or for an
    event read at the round's end (``round_end``: "the Lurkers are not set up until the end of
    the round in which the first villager is saved", #86) as it ends."""
    for rule in scenario_rules.rules_of(state).get("setup", []):
        late = rule["type"] == "delay_monsters" and set(rule["monsters"]) & delayed(state)
        now = late and bool(rule["until"].get("round_end")) == round_end
        if now and triggers.holds(state, rule["until"]):
            _set_up_late(state, rule["monsters"], events)


def delayed(state: State) -> set[str]:
    """The monster types a ``delay_monsters`` rule keeps off the map: not set up with their
    room until its event (``tally.arrived`` lists those set up since)."""
    arrived = set(state["tally"].get("arrived", []))
    return {
        kind
        for rule in scenario_rules.rules_of(state).get("setup", [])
        if rule["type"] == "delay_monsters"
        for kind in rule["monsters"]
        if kind not in arrived
    }


def _set_up_late(state: State, kinds: list[str], events: Events) -> None:
    """ "When that happens, set up the Flame Demons" (#83): the revealed rooms' monsters of
    these types placed as for spawning (on their hex, or the nearest empty one)."""
    state["tally"]["arrived"] = sorted({*state["tally"].get("arrived", []), *kinds})
    scenario = scenarios.of(state["options"])
    for placement in scenario.monsters_for(len(state["characters"]), rooms=state["rooms"]):
        kind = placement["monster"]
        if kind in kinds:
            spawn(
                state,
                {"monster": kind, "hex": placement["hex"], "ranks": ["elite" if placement["elite"] else "normal"] * 3},
                events,
            )


def at_turn_end(state: State, index: int, events: Events) -> bool:
    """As character ``index`` ends its turn: an ``occupy`` goal met (``tally.occupied``), and
    the locked doors it opens, standing on a plate ("plate"), with a character on every hex
    listed for the party size ("occupy"), or with every character on one of the hexes
    ("all_on_plates"). The rooms behind are revealed (``rooms.open_door``);
    False while the table draws their standees or cards (the turn ends once it has)."""
    from . import rooms

    character = state["characters"][index]
    rules = scenario_rules.rules_of(state)
    locks = [r for r in rules.get("setup", []) if r["type"] == "lock_doors" and r["opens"]["type"] in AT_TURN_END]
    goals = [g for g in rules["goal"] if g["type"] == "occupy"]
    waking = [r["until"] for r in rules.get("setup", []) if r["type"] == "dormant" and r["until"]["type"] == "occupy"]
    pressable = plates(state)
    split = any(_at_turn_end(r.get("when", {})) for r in rules.get("rounds", []) if "start" not in r)
    if not (locks or goals or pressable or waking or split) or character["exhausted"] or character["hex"] is None:
        return True  # most scenarios: nothing to look at
    at, standing = key(character["hex"]), _characters_at(state)
    if any(occupied(state, g, standing) for g in goals):
        state["tally"]["occupied"] = True
    held = standing | {key(e["hex"]) for e in state["escorts"]}  # "every pressure plate in play is occupied" (#79)
    if not state["tally"].get("all_plates") and any(occupied(state, e, held) for e in waking):
        before = set(rooms.acting_types(state))
        state["tally"]["all_plates"] = True  # "draw a monster ability card for them as if just revealed"
        rooms.arrived(state, sorted(set(rooms.acting_types(state)) - before), events)
    pressed = state["tally"].get("pressed", [])
    if at in pressable and list(at) not in pressed:
        state["tally"]["pressed"] = sorted([*pressed, list(at)])
    closed, revealed = rooms.closed_doors(state), False
    for rule in locks:
        if rule.get("unlocks_only"):
            continue  # unlocked (``scenario_rules.locked_doors``): a character opens it
        opens = rule["opens"]
        if opens["type"] == "plate":
            opened = at in {key(h) for h in opens["hexes"]}
        elif opens["type"] == "all_on_plates":  # "every character is on one of the pressure plates"
            opened = standing <= {key(h) for h in opens["hexes"]}
        else:
            opened = occupied(state, opens, standing)
        for h in rule["doors"] if opened else ():
            if key(h) in closed:
                rooms.open_door(state, key(h), index, events)
                closed, revealed = rooms.closed_doors(state), True
    ready = rooms.fill_in(state, events) if revealed else True
    return at_once(state, events) and ready


def _at_turn_end(event: Rule) -> bool:
    """An at-once event a character's turn may bring about: a character now in each room
    (#90's Section 1). (A treasure tile looted is looked at as it is: ``looting.loot_hex``.)"""
    return "characters_in" in event


#: The door openers looked at as a character's turn ends.
AT_TURN_END = ("plate", "occupy", "all_on_plates")


def _characters_at(state: State) -> set[tuple[int, int]]:
    return {key(c["hex"]) for c in state["characters"] if c["hex"] is not None and not c["exhausted"]}


def occupied(state: State, rule: Rule, standing: set[tuple[int, int]]) -> bool:
    """A character stands on every hex of ``rule`` (``hexes``, or those listed for the party
    size: ``by_players``)."""
    wanted = rule["hexes"] if "hexes" in rule else rule["by_players"][str(len(state["characters"]))]
    return all(key(h) in standing for h in wanted)


def on_reveal(state: State, rooms: list[int], events: Events) -> None:
    """The rules that fire as a room is revealed ("when door 2 is opened, spawn ...")."""
    for rule in scenario_rules.rules_of(state).get("rounds", []):
        when = rule.get("when")
        revealed = when is not None and when["type"] == "room_revealed" and when["room"] in rooms
        if revealed and "start" not in rule and rule["type"] in ROUNDS:
            ROUNDS[rule["type"]](state, rule, events)


def on_destroyed(state: State, figure: dict[str, Any], events: Events) -> None:
    """An objective destroyed: "When a wall is destroyed, all enemies adjacent to it gain
    STUN" (#76; each time, for each objective whose name starts as the rule's)."""
    from . import conditions  # it reads the rules this module fires

    game_map = None
    for rule in scenario_rules.rules_of(state).get("rounds", []):
        if rule["type"] != "condition_adjacent" or not figure["name"].startswith(rule["when"]["figure"]):
            continue
        game_map = game_map or Map(state)
        for h in game_map.neighbours(key(figure["hex"])):
            other = game_map.figures.get(h)
            if other is not None and game_map.side(other) != "character" and h not in game_map.inert:
                conditions.give(state, other, [rule["condition"]], events)


def entered(state: State, hexes: list[Any], events: Events) -> None:
    """A character, a summon or an ally entered these hexes: "The other enemies on the B and I
    tiles are not set up until door 1 is destroyed or a character or character ally moves onto
    tile B or I; from then on normal room-reveal rules apply" (#35): a ``reveal_on_enter``
    room entered is revealed (with the rooms joined to it), its monsters set up."""
    from . import rooms

    listed = {
        r
        for rule in scenario_rules.rules_of(state).get("setup", [])
        if rule["type"] == "reveal_on_enter"
        for r in rule["rooms"]
    }
    if not listed:
        return
    scenario = scenarios.of(state["options"])
    hidden = {r for h in hexes if (r := scenario.room_of(key(h))) is not None} & listed - set(state["rooms"])
    if hidden:
        before = set(rooms.acting_types(state))
        rooms.reveal(
            state, sorted({r for room in hidden for r in scenario.reveals(room)} - set(state["rooms"])), events
        )
        rooms.arrived(state, sorted(set(rooms.acting_types(state)) - before), events)


#: The players' choice of a monster to remove (``remove_on_kill``).
REMOVE = "remove_monster"


def on_killed(state: State, kind: str) -> None:
    """ "Each time a demon dies, the players may remove any one Living Spirit from the map"
    (#70): the players are asked which (or none), when one stands."""
    for rule in scenario_rules.rules_of(state).get("setup", []):
        if rule["type"] == "remove_on_kill" and kind in rule["killed"]:
            hexes = removable(state, rule["remove"])
            if hexes:
                state["decisions"].append(
                    {"kind": REMOVE, "seat": playing_seat(state), "remove": rule["remove"], "hexes": hexes}
                )


def removable(state: State, kind: str) -> list[list[int]]:
    return sorted(list(m["hex"]) for m in state["monsters"] if m["type"] == kind)


def remove(state: State, at: Any, events: Events) -> None:
    """The players' answer: the monster on ``at`` leaves the map (no coin, not killed), or
    none (``at`` None)."""
    frame = state["decisions"].pop()
    if at is None:
        return
    index = next(i for i, m in enumerate(state["monsters"]) if m["hex"] == list(at) and m["type"] == frame["remove"])
    monster = state["monsters"].pop(index)
    events.append({"type": "monster_removed", "monster": monster["type"], "hex": monster["hex"]})
