"""Opening doors and revealing rooms (rulebook, "Revealing a Room").

"During any part of a character's movement, if they enter a tile with a closed door, flip the
door tile to the opened side and immediately reveal the adjacent room ... place monsters,
money tokens and overlay tiles ... based on the number of characters (including exhausted
characters). ... the standee numbers of the monsters in the new room should be randomized
when placed. ... If [standees run out], place only the standees that are available, starting
with the monsters closest to the revealing character. ... any present monster types without
an action card should have one drawn for them now. Once the revealing character's turn ends,
... any monster type that has a lower initiative value than the revealing character ... must
immediately act out their turn (in normal initiative order ...)."
"""

from __future__ import annotations

from rules.core import Events, State

from . import (
    content,
    decks,
    initiative,
    markers,
    objectives,
    perches,
    rule_events,
    scenario_rules,
    scenarios,
    special_rules,
    stat_bonuses,
)
from .board import Hex, Map, key
from .setup import draw_standees, place_monster


def closed_doors(state: State) -> dict[Hex, list[int]]:
    """Door hexes of the revealed map whose other room is still hidden: the rooms behind."""
    open_rooms = set(state["rooms"])
    found: dict[Hex, list[int]] = {}
    scenario = scenarios.of(state["options"])
    for door in scenario.doors:
        hidden = [r for r in door.rooms if r not in open_rooms]
        if hidden and len(hidden) < len(door.rooms):
            found[key(door.hex)] = sorted({r for room in hidden for r in scenario.reveals(room)} - open_rooms)
    return found


def open_door(state: State, at: Hex, opener: int, events: Events) -> list[str]:
    """Open the door on ``at`` and reveal the rooms behind; the monster types new to the
    round, kept for the end of the turn that opened it (``keep``)."""
    behind = closed_doors(state).get(at)
    if not behind:
        return []
    before = set(acting_types(state))
    reveal(state, behind, events, at)
    new_types = sorted(set(acting_types(state)) - before)
    keep(state, new_types)
    events.append({"type": "door_opened", "hex": list(at), "rooms": behind, "new_monsters": new_types})
    return new_types


def reveal(state: State, rooms: list[int], events: Events, door: Hex | None = None) -> None:
    """The rooms revealed: their overlays, figures and monsters (those nearest the opened
    ``door`` placed first, while standees last), the rules that fire as they are, and the
    ability decks of new monster types."""
    scenario = scenarios.of(state["options"])
    state["rooms"] = sorted(set(state["rooms"]) | set(rooms))
    state["overlays"] += scenario.overlays_for(rooms=rooms)
    objectives.place(state)
    markers.place(state)
    early = scenario_rules.early_hexes(state)  # set up at the start already
    placements = [p for p in scenario.monsters_for(len(state["characters"]), rooms=rooms) if key(p["hex"]) not in early]
    if door is not None:
        game_map = Map(state)
        placements.sort(key=lambda p: game_map.distance(door, key(p["hex"])) if key(p["hex"]) in game_map.cells else 99)
    for placement in placements:
        placed = sum(1 for m in state["monsters"] if m["type"] == placement["monster"])
        if placed < content.monsters()[placement["monster"]]["standees"]:
            place_monster(state, placement)
    special_rules.mark_replaced(state)
    perches.seat(state)  # the Elder Drake fills its boulder (#34)
    rule_events.on_reveal(state, rooms, events)
    stat_bonuses.refresh(state)  # a bonus that holds once a room is revealed
    for deck_id in sorted({content.monsters()[m["type"]]["deck"] for m in state["monsters"]}):
        if deck_id not in state["monster_decks"]:
            state["monster_decks"][deck_id] = decks.new_deck(state, deck_id)


def acting_types(state: State) -> list[str]:
    """The monster types on the map with a monster that may act this round: a type whose
    only monsters were summoned this round has no ability card until the next round."""
    inactive = scenario_rules.inactive_types(state)
    return sorted(
        {m["type"] for m in state["monsters"] if not m.get("summoned_this_round") and m["type"] not in inactive}
    )


def fill_in(state: State, events: Events) -> bool:
    """Standee numbers of monsters just placed, and ability cards for monster types on the map
    without one; False while the table must answer first."""
    if not draw_standees(state):
        return False
    if state["phase"] != "turns":
        return True
    for deck_id in sorted({content.monsters()[kind]["deck"] for kind in acting_types(state)}):
        if state["monster_decks"][deck_id]["shown"] is None:
            if not decks.turn_up(state, deck_id):
                return False
            events.append(
                {"type": "monster_card_drawn", "deck": deck_id, "card": state["monster_decks"][deck_id]["shown"]}
            )
    return True


def keep(state: State, new_types: list[str]) -> bool:
    """Monster types new to the round, kept for the end of the turn under way, which then
    schedules them (their ability cards may still wait for the table's draw): a character's
    turn keeps them (``turn.finish``), any other turn in the state's ``arrived``
    (``turn_ends``). False outside a turn."""
    if state["turn"] is not None:
        holder, member = state["turn"], "revealed"
    elif state["phase"] == "turns" and state["acting"]:
        holder, member = state, "arrived"
    else:
        return False
    if new_types:
        holder[member] = sorted(set(holder.get(member, [])) | set(new_types))
    return True


def arrived(state: State, new_types: list[str], events: Events) -> bool:
    """Monster types placed during the round outside a room's reveal act in it as a revealed
    room's do: during a turn they are kept for its end (``keep``), between turns they take
    their place after the acting one. False while the table draws."""
    if keep(state, new_types):
        return fill_in(state, events)
    if not fill_in(state, events):
        return False
    if state["phase"] == "turns" and state["order"]:
        schedule(state, _group_initiative(state, state["order"][0]), new_types)
    return True


def turn_ends(state: State) -> None:
    """The turn at the head of the order ends: the monster types that arrived during it (a
    monster type's, an escort's, summons') take their place in the round (``schedule``)."""
    if state.get("arrived"):
        schedule(state, _group_initiative(state, state["order"][0]), state.pop("arrived"))


def schedule(state: State, opener_initiative: float, revealed: list[str]) -> None:
    """After the opener's turn: the new monster types that should have acted earlier this
    round act now, in initiative order; the others take their place later in the round. A type
    whose turn is still to come keeps it (its monsters all slain before a door showed more of
    them: found by a random sweep on #2); a type without an ability card has no turn."""
    listed = {member.get("monster") for group in state["order"][1:] for member in group}
    shown = {kind for kind in revealed if state["monster_decks"][content.monsters()[kind]["deck"]]["shown"] is not None}
    cards = {kind: _initiative(state, kind) for kind in revealed if kind not in listed and kind in shown}
    late = sorted((i, kind) for kind, i in cards.items() if i < opener_initiative)
    state["order"][1:1] = [[{"monster": kind}] for _, kind in late]
    for kind, value in sorted(cards.items(), key=lambda item: item[1]):
        if value >= opener_initiative:
            rest = state["order"][1 + len(late) :]
            at = next((k for k, group in enumerate(rest) if _group_initiative(state, group) > value), len(rest))
            state["order"].insert(1 + len(late) + at, [{"monster": kind}])


def _initiative(state: State, kind: str) -> int:
    deck_id = content.monsters()[kind]["deck"]
    return int(decks.card(deck_id, state["monster_decks"][deck_id]["shown"])["initiative"])


def _group_initiative(state: State, group: list[dict[str, int | str]]) -> float:
    """A turn's initiative; a character ties before a monster, so it counts as 0.5 less, and
    an escort after, so it counts 0.5 more."""
    turn = group[0]
    if "monster" in turn:
        return _initiative(state, str(turn["monster"]))
    if "escort" in turn:
        return int(objectives.rule(state, "escort", str(turn["escort"]))["initiative"]) + 0.5
    played = state["characters"][int(turn["character"])]["played"] or {}
    if played.get("rest"):
        return initiative.LONG_REST
    return int(content.cards_by_id()[played["cards"][0]]["initiative"])
