"""Objectives (``objectives.py``) on Plane of Night (#31): "Destroy the rock column (a)",
"Rock column (a): (8+L)xC hit points" (GG's notes on the scenario book, p. 41). The column
stands in room 2, on the hex where the map draws its obstacle; it is an enemy to the
characters, takes no condition and is never moved, and monsters do not count it as an enemy.
"""

import copy

import pytest

from rules.core import InvalidState, decisions
from rules.gloomhaven import GAME, content, damage, goals, objectives, rooms, scenario_rules, scenarios, tokens
from rules.gloomhaven.board import Map
from tests.gloomhaven.scenario_turns import PAIR, first_character_turn

from .test_card_mechanics import listed, play, stack, to_first_turn
from .test_door_openers import play_out_round

COLUMN = [12, 9]
BESIDE = [11, 9]


def plane_of_night():
    """#31 for a Brute (seat 0: Shield Bash 8 and Warding Strength 7 in hand) and a
    Spellweaver, at the Brute's first turn."""
    options = {
        "scenario": 31,
        "characters": [{"class": "brute", "level": 1, "seat": 0}, {"class": "spellweaver", "level": 1, "seat": 1}],
    }
    return to_first_turn(GAME.setup(options, seed=5), [8, 7], [68, 63], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])


@pytest.fixture
def column():
    """Every room revealed, no monster, the Brute beside the column."""
    state = plane_of_night()
    scenario = scenarios.of(state["options"])
    state["rooms"] = sorted(r.id for r in scenario.rooms)
    state["overlays"] = scenario.overlays_for(rooms=state["rooms"])
    state["monsters"] = []
    objectives.place(state)
    state["characters"][0]["hex"], state["characters"][1]["hex"] = BESIDE, [0, 0]
    GAME.check_state(state)
    return state


def test_the_column_stands_once_its_room_is_revealed_in_place_of_the_obstacle():
    state = plane_of_night()
    assert state["objectives"] == [] and 2 not in state["rooms"]
    events = []
    for door in ((7, 1), (12, 6)):
        rooms.open_door(state, door, 0, events)
    level = state["levels"]["scenario"]
    hp = (8 + level) * 2
    assert state["objectives"] == [{"name": "Rock Column", "hp": hp, "max_hp": hp, "hex": COLUMN, "conditions": []}]
    assert not [o for o in state["overlays"] if o["hex"] == COLUMN]
    assert Map(state).figures[tuple(COLUMN)] == ("objective", 0)


def test_monsters_do_not_count_it_an_enemy_and_characters_do(column):
    game_map = Map(column)
    assert tuple(COLUMN) in game_map.enemies_of("character")
    assert tuple(COLUMN) not in game_map.enemies_of("monster")


def test_an_attack_damages_it_but_gives_no_condition(column):
    # Shield Bash: Attack 4, Stun
    state, _ = play(column, type="play_half", card=8, half="top", basic=False)
    stack(state, "plus0")
    state, events = play(state, type="target", hex=COLUMN)
    assert state["objectives"][0]["hp"] == state["objectives"][0]["max_hp"] - 4
    assert state["objectives"][0]["conditions"] == []
    assert not [e for e in events if e["type"] == "conditions_added"]
    GAME.check_state(state)


def test_a_push_does_not_move_it(column):
    # Warding Strength: Attack 3, Push 2
    state, _ = play(column, type="play_half", card=7, half="top", basic=False)
    stack(state, "plus0")
    state, _ = play(state, type="target", hex=COLUMN)
    assert state["objectives"][0]["hex"] == COLUMN
    assert decisions.top(state["decisions"])["kind"] != "forced_move"
    assert not listed(state, "push_step")


def test_destroyed_it_leaves_the_map_without_a_coin_and_the_round_end_wins(column):
    column["objectives"][0]["hp"] = 3
    state, _ = play(column, type="play_half", card=8, half="top", basic=False)
    stack(state, "plus0")
    state, events = play(state, type="target", hex=COLUMN)
    assert state["objectives"] == [] and state["tally"]["destroyed"] == ["Rock Column"]
    assert {"type": "objective_destroyed", "name": "Rock Column", "hex": COLUMN} in events
    assert not [o for o in state["overlays"] if o["hex"] == COLUMN]
    GAME.check_state(state)
    assert play_out_round(state)["outcome"] == "victory"


def test_an_edited_objective_is_refused(column):
    for edit in (
        lambda s: s["objectives"][0].update(hp=999),
        lambda s: s["objectives"][0].update(name="Altar"),
        lambda s: s["objectives"][0].update(hex=[11, 8]),
        lambda s: s["objectives"].append(dict(s["objectives"][0])),
        lambda s: s["tally"].update(destroyed=["Rock Column"]),
    ):
        state = copy.deepcopy(column)
        edit(state)
        with pytest.raises(InvalidState):
            GAME.check_state(state)


def test_the_picture_draws_it_with_its_hit_points(column):
    picture = GAME.render(column, 0)
    assert 'data-kind="objective"' in picture and "Rock Column (objective): 18/18 HP" in picture


def test_treacherous_divides_dark_pits_cannot_be_destroyed():
    """#39: "The dark pits cannot be destroyed" (GG's notes on the book, p. 47): Rock Tunnel
    (122, "Destroy one adjacent obstacle") offers the boulder beside the Cragheart, not the pit."""
    state = GAME.setup(
        {
            "scenario": 39,
            "characters": [{"class": "cragheart", "level": 1, "seat": 0}, {"class": "brute", "level": 1, "seat": 1}],
        },
        seed=2,
    )
    game_map = Map(state)
    pits = {h for h in game_map.overlays if any(t.get("kind") == "dark-pit" for t in game_map.overlays[h])}
    boulders = {h for h in game_map.overlays if any(t.get("kind") == "boulder-1" for t in game_map.overlays[h])}
    here = next(
        h
        for h in sorted(game_map.cells)
        if h not in game_map.figures
        and h not in game_map.overlays
        and pits & set(game_map.neighbours(h))
        and boulders & set(game_map.neighbours(h))
    )
    state["characters"][0]["hex"] = list(here)
    offered = set(tokens.hexes(state, here, {"type": "destroy_obstacle"}))
    assert offered and offered <= boulders and not offered & pits


# --- stat_bonus: Temple of the Elements (#22) ------------------------------------------
def temple():
    """#22 for two characters, door 1 (into the central room) and the door to the Flame
    Demons' corner (room 3) opened: two altars stand, the others' rooms are still hidden."""
    state = first_character_turn(22, seed=3)
    events = []
    for door in ((-2, 1), (0, 2)):
        rooms.open_door(state, door, 0, events)
    assert rooms.fill_in(state, events)
    return state


def test_demons_gain_per_altar_standing_revealed_or_not():
    """ "For every altar not yet destroyed (revealed or not), all demons get +1 maximum hit
    points and +1 attack, and +0.5 movement and +0.5 range (total rounded up). Melee attacks
    gain no range from this" (GG's notes on the book, p. 30)."""
    state = temple()
    level = state["levels"]["monster"]
    flame, earth = (
        content.monster_stats("flame-demon", level, False),
        content.monster_stats("earth-demon", level, False),
    )
    got = scenario_rules.monster_stats(state, "flame-demon", False)
    assert (got["hp"], got["attack"], got["move"], got["range"]) == (
        flame["hp"] + 4,
        flame["attack"] + 4,
        flame["move"] + 2,
        flame["range"] + 2,
    )
    assert scenario_rules.monster_stats(state, "earth-demon", False)["range"] == earth["range"] == 0
    demons = [m for m in state["monsters"] if m["type"] == "flame-demon"]
    assert demons and all(m["max_hp"] == m["hp"] == got["hp"] for m in demons)
    GAME.check_state(state)


def test_an_altar_destroyed_takes_its_bonus_away_and_caps_hit_points():
    state = temple()
    level = state["levels"]["monster"]
    flame = content.monster_stats("flame-demon", level, False)
    at = next(i for i, o in enumerate(state["objectives"]) if o["name"] == "Altar 2")
    damage.suffer(state, ("objective", at), state["objectives"][at]["hp"], [], source="ability")
    got = scenario_rules.monster_stats(state, "flame-demon", False)
    assert (got["hp"], got["attack"], got["move"], got["range"]) == (
        flame["hp"] + 3,
        flame["attack"] + 3,
        flame["move"] + 2,  # 1.5 rounded up
        flame["range"] + 2,
    )
    assert all(m["max_hp"] == m["hp"] == got["hp"] for m in state["monsters"] if m["type"] == "flame-demon")
    GAME.check_state(state)


def test_before_door_one_opens_the_demons_have_their_printed_stats():
    state = GAME.setup({"scenario": 22, "characters": PAIR}, seed=3)
    level = state["levels"]["monster"]
    assert scenario_rules.monster_stats(state, "wind-demon", True) == content.monster_stats("wind-demon", level, True)


# --- door objectives: Sanctuary of Gloom (#29) -----------------------------------------
DOORS_29 = {"Door 1": ([2, -1], 1), "Door 2": ([-1, 5], 2), "Door 3": ([4, 2], 3)}


def sanctuary(randomness="seeded"):
    """#29 at the Brute's first turn (Warding Strength and Shield Bash in hand)."""
    options = {
        "scenario": 29,
        "characters": [{"class": "brute", "level": 1, "seat": 0}, {"class": "spellweaver", "level": 1, "seat": 1}],
        "randomness": randomness,
    }
    state = GAME.setup(options, seed=5 if randomness == "seeded" else None)
    return to_first_turn(state, [8, 7], [68, 63], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])


def test_the_locked_doors_hold_their_objectives_from_the_start():
    """#29: "Doors (a), x3: 4+L HP each. The doors marked a are locked; each opens when it is
    destroyed" (GG's notes on the book, p. 39)."""
    state = sanctuary()
    level = state["levels"]["scenario"]
    assert {o["name"]: (o["hex"], o["hp"]) for o in state["objectives"]} == {
        name: (h, 4 + level) for name, (h, _) in DOORS_29.items()
    }
    assert state["rooms"] == [0]
    assert all(tuple(h) in Map(state).cells for h, _ in DOORS_29.values())


def test_no_move_opens_a_door_its_objective_stands_on():
    state = sanctuary()
    me = state["characters"][0]
    door, _ = DOORS_29["Door 2"]
    beside = next(
        h for h in Map(state).neighbours(tuple(door)) if h not in Map(state).figures and h in Map(state).cells
    )
    me["hex"] = list(beside)
    state, _ = play(state, type="play_half", card=8, half="bottom", basic=True)  # Move 2
    assert door not in [a["hex"] for a in listed(state, "step")]


@pytest.mark.parametrize("randomness", ["seeded", "table"])
def test_destroying_a_door_opens_it_and_reveals_the_room_behind(randomness):
    state = sanctuary(randomness)
    door, room = DOORS_29["Door 2"]
    at = next(i for i, o in enumerate(state["objectives"]) if o["name"] == "Door 2")
    beside = next(
        h for h in Map(state).neighbours(tuple(door)) if h not in Map(state).figures and h in Map(state).cells
    )
    state["characters"][0]["hex"] = list(beside)
    state["objectives"][at]["hp"] = 1
    state, _ = play(state, type="play_half", card=8, half="top", basic=False)  # Shield Bash: Attack 4
    stack(state, "plus0")
    state, events = play(state, type="target", hex=door)
    if randomness == "table":  # the table draws the modifier
        state, events = GAME.apply(state, {"type": "draw_modifier", "player": -1, "outcome": "plus0"})
    assert {"type": "objective_destroyed", "name": "Door 2", "hex": door} in events
    assert [e["rooms"] for e in events if e["type"] == "door_opened"] == [[room]]
    assert room in state["rooms"] and "Door 2" not in [o["name"] for o in state["objectives"]]
    while state["decisions"] and decisions.top(state["decisions"])["kind"] == "standee":
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    GAME.check_state(state)


# --- replace_on_death: Investigation (#57) -----------------------------------------------
def test_the_elite_guard_of_the_barracks_dies_and_the_infiltrator_takes_his_place():
    """#57, Section 2: "when the elite City Guard in this room dies, replace him with an elite
    Harrower Infester one level above the scenario level. That Harrower Infester is the
    Infiltrator" (GG's notes on the book, p. 74). Goal: "Kill the Infiltrator"."""
    state = first_character_turn(57, seed=2)
    door = next(d.hex for d in scenarios.of(state["options"]).doors if 4 in d.rooms)
    events = []
    rooms.open_door(state, tuple(door), 0, events)
    assert rooms.fill_in(state, events)
    guard = next(i for i, m in enumerate(state["monsters"]) if m["hex"] == [10, -9])
    assert state["monsters"][guard]["replaced_by"] == "infiltrator"
    assert all("replaced_by" not in m for i, m in enumerate(state["monsters"]) if i != guard)
    GAME.check_state(state)
    damage.suffer(state, ("monster", guard), 99, events, source="ability")
    infiltrator = [m for m in state["monsters"] if m["type"] == "infiltrator"]
    assert len(infiltrator) == 1 and infiltrator[0]["hex"] == [10, -9]
    assert infiltrator[0]["summoned_this_round"] and infiltrator[0]["standee"] is not None
    level = min(7, state["levels"]["monster"] + 1)
    assert infiltrator[0]["max_hp"] == content.monster_stats("infiltrator", level, True, 2)["hp"]
    GAME.check_state(state)
    edited = copy.deepcopy(state)
    edited["monsters"][0]["replaced_by"] = "infiltrator" if edited["monsters"][0]["type"] != "city-guard" else "hound"
    with pytest.raises(InvalidState, match="replaced_by"):
        GAME.check_state(edited)
    damage.suffer(state, ("monster", state["monsters"].index(infiltrator[0])), 999, events, source="ability")
    assert state["tally"]["killed"]["infiltrator"] == 1
    assert goals.outcome(state) == "victory"
