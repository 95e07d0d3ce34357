"""Doors a scenario keeps locked until the characters open them (``lock_doors`` with a
``plate`` or an ``occupy`` opener; ``rule_events.at_turn_end``), on Shrine of
Strength (#15). Its rules data (``scenario_rules.json``, vocabulary in
``docs/gloomhaven-scenarios.md``): doors a (rooms 2 and 3) open "when a character ends a turn
on pressure plate b" (`plate {hexes}`); doors b (room 4) open when, "as a turn ends", a
character stands on every pressure plate listed for the party size (`occupy {by_players}`: d and
e for two characters). Until then a locked door is not on the map: no figure enters it."""

import pytest

from rules.core import decisions
from rules.gloomhaven import GAME, rooms, scenarios, selectors
from rules.gloomhaven.board import Map
from tests.gloomhaven.scenario_turns import first_character_turn

PLATE_B = [-3, 10]
DOORS_A = {(-1, 11), (-6, 11)}
PLATES_D_E = ([-12, 11], [5, 11])
DOORS_B = {(-5, 13), (-4, 13)}


def turn_in(rooms, randomness="seeded"):
    """Shrine of Strength for two characters at the first character turn, ``rooms`` revealed
    (no monster left, so the turn is played without one)."""
    state = GAME.setup(
        {
            "scenario": 15,
            "characters": [{"class": "brute", "level": 1, "seat": 0}, {"class": "spellweaver", "level": 1, "seat": 1}],
            "randomness": randomness,
        },
        seed=3 if randomness == "seeded" else None,
    )
    while decisions.top(state["decisions"])["kind"] != "character_turn":
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    state["rooms"], state["monsters"] = rooms, []
    return state, state["turn"]["character"]


def end_turn(state):
    """The character whose turn it is plays both its cards as basic actions and stops at once
    (the table answering any draw): the state, the events and the actions taken."""
    index, events, actions = state["turn"]["character"], [], []
    while state["turn"] is not None and state["turn"]["character"] == index:
        legal = GAME.legal_actions(state)
        basic = [a for a in legal if a["type"] == "play_half" and a.get("basic")]
        stop = [a for a in legal if a["type"] == "stop"]
        action = (basic or stop or legal)[0]
        state, more = GAME.apply(state, action)
        events += more
        actions.append(action)
    return state, events, actions


def play_out_round(state):
    """The rest of the round, each character playing as ``end_turn`` does."""
    number = state["round"]
    while state["outcome"] is None and state["round"] == number:
        legal = GAME.legal_actions(state)
        basic = [a for a in legal if a["type"] == "play_half" and a.get("basic")]
        stop = [a for a in legal if a["type"] == "stop"]
        state, _ = GAME.apply(state, (basic or stop or legal)[0])
    return state


def opened(events):
    return {tuple(e["hex"]) for e in events if e["type"] == "door_opened"}


def test_a_door_a_plate_opens_is_off_the_map_until_then():
    state, _ = turn_in([0, 1])
    GAME.check_state(state)
    assert DOORS_A.isdisjoint(Map(state).cells) and DOORS_B.isdisjoint(Map(state).cells)


@pytest.mark.parametrize("randomness", ["seeded", "table"])
def test_ending_a_turn_on_the_plate_opens_its_doors_and_reveals_the_rooms(randomness):
    """At the table the turn ends once the standees of the rooms revealed are drawn."""
    state, me = turn_in([0, 1], randomness)
    state["characters"][me]["hex"] = PLATE_B
    state, events, actions = end_turn(state)
    assert opened(events) == DOORS_A
    assert {2, 3} <= set(state["rooms"]) and 4 not in state["rooms"]
    assert Map(state).cells >= DOORS_A
    assert state["monsters"] and all(m["standee"] is not None for m in state["monsters"])
    if randomness == "table":
        assert any(a["player"] == -1 for a in actions) and state["turn"] is None
    GAME.check_state(state)


def test_ending_a_turn_off_the_plate_opens_nothing():
    state, me = turn_in([0, 1])
    state["characters"][me]["hex"] = [-2, 9]
    state, events, _ = end_turn(state)
    assert opened(events) == set() and state["rooms"] == [0, 1]
    assert DOORS_A.isdisjoint(Map(state).cells)


def test_a_figure_on_every_plate_of_the_party_size_opens_the_last_doors():
    state, me = turn_in([0, 1, 2, 3])
    other = 1 - me
    state["characters"][me]["hex"], state["characters"][other]["hex"] = PLATES_D_E
    state, events, _ = end_turn(state)
    assert opened(events) and opened(events) <= DOORS_B  # both lead to room 4: one opening reveals it
    assert 4 in state["rooms"] and Map(state).cells >= DOORS_B
    GAME.check_state(state)


def test_one_plate_left_empty_keeps_the_doors_locked():
    state, me = turn_in([0, 1, 2, 3])
    state["characters"][me]["hex"] = PLATES_D_E[0]
    state, events, _ = end_turn(state)
    assert opened(events) == set() and 4 not in state["rooms"]
    assert DOORS_B.isdisjoint(Map(state).cells)


def test_barrow_lairs_doors_are_locked_until_the_commander_opens_them():
    """Barrow Lair (#2): "doors a, b, c and d are locked, only the Bandit Commander opens them"
    (``lock_doors`` opened by ``boss_special``, in order). Off the map until then, so no
    character steps into one; on Special 1 he opens the first still closed and stands in it
    (``boss_doors.jump_to_door``)."""
    from rules.gloomhaven import boss_doors, content, rooms

    state = GAME.setup(
        {
            "scenario": 2,
            "characters": [{"class": "brute", "level": 1, "seat": 0}, {"class": "spellweaver", "level": 1, "seat": 1}],
        },
        seed=1,
    )
    events: list = []
    rooms.open_door(state, (-2, 1), 0, events)  # the Commander's room
    locked = {(-1, 5), (-3, 8), (-8, 8), (-7, 5)}
    assert locked <= set(rooms.closed_doors(state)) and locked.isdisjoint(Map(state).cells)
    [commander] = [i for i, m in enumerate(state["monsters"]) if m["type"] == "bandit-commander"]
    deck_id = content.monsters()["bandit-commander"]["deck"]
    state["monster_decks"][deck_id]["shown"] = content.monster_decks()[deck_id][0]["id"]
    state["phase"], state["order"] = "turns", [[{"monster": "bandit-commander"}]]  # his turn
    state["monster_turn"] = {"queue": [state["monsters"][commander]["hex"]]}
    boss_doors.jump_to_door(state, commander, events)
    assert [e["hex"] for e in events if e["type"] == "door_opened"][-1] == [-1, 5]
    assert state["monsters"][commander]["hex"] == [-1, 5] and 4 in state["rooms"]
    assert (-1, 5) in Map(state).cells and {(-3, 8), (-8, 8), (-7, 5)}.isdisjoint(Map(state).cells)


def defense_network(hexes):
    """Ancient Defense Network (#40) at the first character turn, every room revealed and no
    monster left, the acting character on ``hexes[0]`` and the other on ``hexes[1]``."""
    state = GAME.setup(
        {
            "scenario": 40,
            "characters": [{"class": "brute", "level": 1, "seat": 0}, {"class": "spellweaver", "level": 1, "seat": 1}],
            "randomness": "seeded",
        },
        seed=5,
    )
    while decisions.top(state["decisions"])["kind"] != "character_turn":
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    me = state["turn"]["character"]
    state["monsters"], state["rooms"] = [], sorted(r.id for r in scenarios.of(state["options"]).rooms)
    state["characters"][me]["hex"], state["characters"][1 - me]["hex"] = hexes
    GAME.check_state(state)
    return state


PLATES_40 = ([7, 4], [-6, 4])


def test_characters_on_both_plates_as_a_turn_ends_win_at_the_round_end():
    """#40 "Occupy both pressure plates at once" (GG notes on the book, p. 51): met as the
    turn ends, the scenario is won when the round ends, wherever the characters go after."""
    state = defense_network(PLATES_40)
    state, _, _ = end_turn(state)
    assert state["tally"].get("occupied") is True
    GAME.check_state(state)
    state = play_out_round(state)
    assert state["outcome"] == "victory"


def test_one_plate_empty_as_every_turn_ends_wins_nothing():
    state = defense_network((PLATES_40[0], [0, 4]))
    state, _, _ = end_turn(state)
    assert "occupied" not in state["tally"]
    state = play_out_round(state)
    assert state["outcome"] is None


# --- Savvas Armory (#33): "Door 1 is locked and opens when, at the end of a turn, every
# character is on one of the pressure plates (c) at the same time"; "Section 1 (door 1
# opened): at the end of the current round, spawn at hex d one Savvas Lavaflow" (GG's notes on
# the book, p. 44).
PLATES_C = ([7, -5], [12, -5], [6, -3], [11, -3])
DOOR_1 = (10, -6)


def armory():
    """#33 at the first character turn, rooms 0-3 revealed (the plates' room), no monster."""
    state = first_character_turn(33, seed=6)
    state["rooms"], state["monsters"], state["objectives"] = [0, 1, 2, 3], [], []
    state["tally"]["destroyed"] = ["Door"]
    state["overlays"] = scenarios.of(state["options"]).overlays_for(rooms=state["rooms"])
    GAME.check_state(state)
    return state


def test_every_character_on_a_plate_as_a_turn_ends_opens_door_one():
    state = armory()
    state["characters"][0]["hex"], state["characters"][1]["hex"] = PLATES_C[0], PLATES_C[3]
    state, events, _ = end_turn(state)
    assert DOOR_1 in opened(events) and 4 in state["rooms"]
    GAME.check_state(state)


def test_one_character_off_the_plates_keeps_door_one_locked():
    state = armory()
    state["characters"][0]["hex"], state["characters"][1]["hex"] = PLATES_C[0], [8, -5]
    state, events, _ = end_turn(state)
    assert opened(events) == set() and 4 not in state["rooms"]
    assert DOOR_1 not in Map(state).cells


def test_the_lavaflow_comes_at_the_end_of_the_round_door_one_opened_and_once():
    state = armory()
    state["characters"][0]["hex"], state["characters"][1]["hex"] = PLATES_C[0], PLATES_C[3]
    state, events, _ = end_turn(state)
    assert 4 in state["rooms"] and not [m for m in state["monsters"] if m["type"] == "savvas-lavaflow"]
    number = state["round"]
    state = play_out_round(state)
    assert state["round"] == number + 1 or state["phase"] != "turns"
    lavaflows = [m for m in state["monsters"] if m["type"] == "savvas-lavaflow"]
    assert len(lavaflows) == 1 and state["tally"]["fired"] == [0]
    GAME.check_state(state)
    state = play_out_round(state)  # once: no second Lavaflow at the next round's end
    assert state["tally"]["fired"] == [0]
    assert len([m for m in state["monsters"] if m["type"] == "savvas-lavaflow"]) <= 1


def test_the_icestorm_comes_at_the_end_of_the_round_the_last_goal_tile_is_looted():
    state = armory()
    state["rooms"] = [0, 1, 2, 3, 4]
    state["overlays"] = scenarios.of(state["options"]).overlays_for(rooms=state["rooms"])
    state["tally"]["fired"] = [0]  # the Lavaflow came already
    state["tally"]["looted"], state["tally"]["goal_looters"] = ["goal"] * 3, [0, 1, 0]
    state["overlays"] = [o for o in state["overlays"] if o["type"] != "treasure" or o["hex"] == [15, -11]]
    state = play_out_round(state)
    assert not [m for m in state["monsters"] if m["type"] == "savvas-icestorm"]
    state["tally"]["looted"].append("goal")
    state["tally"]["goal_looters"].append(1)
    state["overlays"] = [o for o in state["overlays"] if o["type"] != "treasure"]
    state = play_out_round(state)
    assert len([m for m in state["monsters"] if m["type"] == "savvas-icestorm"]) == 1
    assert state["tally"]["fired"] == [0, 1]


# --- Ghost Fortress (#50): "There are two starting rooms; no more than half the characters
# (rounded up) may enter the scenario from the same room" (GG's notes on the book, p. 65).
def placements_of(count):
    """#50 for ``count`` characters: the start hexes offered to each character in turn, each
    placed on the first one offered."""
    classes = ["brute", "spellweaver", "tinkerer", "scoundrel"][:count]
    state = GAME.setup(
        {"scenario": 50, "characters": [{"class": c, "level": 1, "seat": i} for i, c in enumerate(classes)]}, seed=4
    )
    offered = []
    while decisions.top(state["decisions"])["kind"] != "select_cards":
        legal = GAME.legal_actions(state)
        places = [a for a in legal if a["type"] == "place_character"]
        if places:
            offered.append([tuple(a["hex"]) for a in places])
        state, _ = GAME.apply(state, (places or legal)[0])
    return state, offered


@pytest.mark.parametrize("count", [2, 3, 4])
def test_at_most_half_the_characters_start_in_one_room(count):
    state, offered = placements_of(count)
    sc = scenarios.of(state["options"])
    room_of = {h: r.id for r in sc.rooms for h in r.hexes}
    assert {0, 2} <= set(state["rooms"])  # both starting rooms revealed at the start
    per_room = {}
    for c in state["characters"]:
        per_room[room_of[tuple(c["hex"])]] = per_room.get(room_of[tuple(c["hex"])], 0) + 1
    assert max(per_room.values()) <= (count + 1) // 2
    # the first room fills up first: then only the other is offered
    share = (count + 1) // 2
    assert {room_of[h] for h in offered[share]} == {2}
    GAME.check_state(state)


# --- Lair of the Unseeing Eye (#47): "Section 1 (door 1 opened): from now on, at the end of
# each round every character and character summon still on the J tile suffers 3+L damage. The
# Sightless Eye cannot be forced to move" (GG's notes on the book, p. 62).
def lair():
    """#47 at the first character turn, door 1 opened, no monster but the Sightless Eye."""
    state = first_character_turn(47, seed=3)
    events = []
    rooms.open_door(state, (3, -5), 0, events)
    assert rooms.fill_in(state, events)
    state["monsters"] = [m for m in state["monsters"] if m["type"] == "the-sightless-eye"]
    GAME.check_state(state)
    return state


def test_at_the_round_end_each_character_on_the_first_tile_takes_its_damage_then_the_round_ends():
    state = lair()
    amount = 3 + state["levels"]["scenario"]
    number = state["round"]
    seen = []
    while state["round"] == number and state["outcome"] is None:
        legal = GAME.legal_actions(state)
        top = decisions.top(state["decisions"])
        if top["kind"] == "negate_damage" and state["phase"] == "end":
            seen.append((top["character"], top["amount"], top["source"]))
            state, _ = GAME.apply(state, next(a for a in legal if a["type"] != "suffer"))
            continue
        basic = [a for a in legal if a["type"] == "play_half" and a.get("basic")]
        stop = [a for a in legal if a["type"] == "stop"]
        state, _ = GAME.apply(state, (basic or stop or legal)[0])
    on_tile = [i for i, c in enumerate(state["characters"]) if not c["exhausted"]]
    assert sorted(seen) == [(i, amount, "scenario") for i in on_tile]
    assert state["round"] == number + 1 or state["phase"] == "end"
    GAME.check_state(state)


def test_the_sightless_eye_is_never_pushed():
    state = lair()
    eye = next(i for i, m in enumerate(state["monsters"]) if m["type"] == "the-sightless-eye")
    assert not selectors.movable(state, ("monster", eye), "push")
    assert selectors.movable(state, ("character", 0), "push")
