"""#90 Demonic Rift (GG's notes on the scenario book, p. 113): "Characters can travel between the
left room and the right room only through the altars (a): a character may spend 1 movement to
move from any hex adjacent to one altar to any hex adjacent to the other altar. Character
summons and monsters cannot move this way"; "Lose: No character is present in the left room at
any time; only one character is left unexhausted; after Section 1, either room has no character
present at any time"; Section 1 when "all demons are dead and at least one character is in each
room": a Living Spirit at every (b) and (c); "At the end of every even round, if no character
is present in the right room, 1 Night Demon spawns adjacent to the altar in the left room. These
spawns are all normal (2 characters); every second spawn is elite (3); all elite (4)". The left
room is M1b (room 0), the right room D1b and C2a (rooms 1 and 2)."""

import pytest

from rules.gloomhaven import GAME, goals, hexes, presence, scenario_rules, special_rules
from rules.gloomhaven.board import Map

from .scenario_turns import first_character_turn
from .test_door_openers import end_turn

LEFT_ALTAR, RIGHT_ALTAR = (1, 3), (-2, 8)
DEMONS = ("earth-demon", "night-demon", "wind-demon")
THREE = [
    {"class": "brute", "level": 1, "seat": 0},
    {"class": "tinkerer", "level": 1, "seat": 1},
    {"class": "spellweaver", "level": 1, "seat": 2},
]


def _rift(characters=None):
    state = first_character_turn(90) if characters is None else first_character_turn(90, characters=characters)
    return state, state["turn"]["character"]


def _move_two(state, me):
    """The character whose turn it is plays a bottom half as a basic Move 2."""
    seat = state["characters"][me]["seat"]
    half = next(
        a
        for a in GAME.legal_actions(state)
        if a["type"] == "play_half" and a.get("basic") and a["half"] == "bottom" and a["character"] == me
    )
    state, _ = GAME.apply(state, half)
    assert state["decisions"][-1]["kind"] == "move" and state["decisions"][-1]["left"] == 2
    return state, seat


def _steps(state):
    return [tuple(a["hex"]) for a in GAME.legal_actions(state) if a["type"] == "step"]


def test_the_right_room_is_set_up_at_the_start_and_both_altars_are_obstacles():
    state, _ = _rift()
    assert state["rooms"] == [0, 1, 2]
    game_map = Map(state)
    assert game_map.has(LEFT_ALTAR, "obstacle") and game_map.has(RIGHT_ALTAR, "obstacle")
    assert {m["type"] for m in state["monsters"]} == set(DEMONS)


def test_beside_one_altar_a_character_may_step_beside_the_other_for_1_movement():
    state, me = _rift()
    state["characters"][me]["hex"] = [1, 2]
    state, seat = _move_two(state, me)
    beside_right = {n for n in Map(state).neighbours(RIGHT_ALTAR) if n not in Map(state).figures}
    listed = set(_steps(state))
    assert beside_right <= listed, "every empty hex beside the other altar"
    to = min(beside_right)
    state, events = GAME.apply(state, {"type": "step", "player": seat, "character": me, "hex": list(to)})
    assert {"type": "moved", "figure": ["character", me], "to": list(to)} in events
    assert state["decisions"][-1]["left"] == 1, "1 movement, though the hexes are far apart"
    assert hexes.distance(to, (1, 2)) > 1


def test_away_from_the_altars_there_is_no_way_through():
    state, me = _rift()
    state, _ = _move_two(state, me)  # from the starting hexes, two rows from the altar
    assert all(hexes.distance(h, tuple(state["characters"][me]["hex"])) == 1 for h in _steps(state))


def test_the_travel_is_for_characters_only():
    """Monsters cannot go through: the right room's demons never reach the left room's hexes
    by the map's links, and a summon's AI walks the map's links only (``monster_ai``)."""
    state, _ = _rift()
    game_map = Map(state)
    left = {h for h in game_map.cells if h[1] <= 6}
    right = set(game_map.cells) - left
    assert not any(n in left for h in right for n in game_map.neighbours(h))


def test_no_character_left_in_the_left_room_loses_at_once_even_if_won():
    state, me = _rift()
    other = 1 - me
    state["characters"][me]["hex"] = [-3, 9]
    state["characters"][other]["hex"] = [-4, 10]
    presence.note(state)
    assert state["tally"]["emptied"] == [[0]]
    state["characters"][me]["hex"] = [1, 0]  # back: the loss stands
    assert goals.outcome(state) == "defeat"
    GAME.check_state(state)


def test_the_right_room_may_be_empty_before_section_1_but_not_after():
    state, me = _rift()
    assert goals.outcome(state) is None, "everyone in the left room at the start"
    state["tally"]["fired"] = [0]  # Section 1 read
    presence.note(state)
    assert state["tally"]["emptied"] == [[1, 2]]
    assert goals.outcome(state) == "defeat"


def test_only_one_character_left_unexhausted_loses():
    state, me = _rift(THREE)
    state["characters"][me]["exhausted"], state["characters"][me]["hex"] = True, None
    assert goals.outcome(state) is None, "two of three still playing"
    other = next(i for i in range(3) if i != me)
    state["characters"][other]["exhausted"], state["characters"][other]["hex"] = True, None
    assert goals.outcome(state) == "defeat"


def _demons_dead(state):
    for kind in DEMONS:
        state["tally"]["killed"][kind] = 2
    state["monsters"] = []


def test_section_1_waits_for_a_character_in_each_room_then_living_spirits_come():
    state, me = _rift()
    _demons_dead(state)
    state, events, _ = end_turn(state)
    assert not any(m["type"] == "living-spirit" for m in state["monsters"]), "both still in the left room"
    me = state["turn"]["character"]
    state["characters"][me]["hex"] = [-3, 9]  # through the altar
    state, events, _ = end_turn(state)
    spirits = [m for m in state["monsters"] if m["type"] == "living-spirit"]
    assert len(spirits) == 4
    assert sorted(tuple(m["hex"]) for m in spirits) == [(-3, 8), (-1, 8), (0, 4), (1, 4)]
    assert 0 in state["tally"]["fired"]


@pytest.mark.parametrize(
    "characters, ranks", [(None, ["normal", "normal", "normal"]), (THREE, ["normal", "elite", "normal"])]
)
def test_at_even_round_ends_a_night_demon_comes_beside_the_left_altar_while_the_right_room_is_empty(characters, ranks):
    state, _ = _rift(characters)
    rule = next(r for r in scenario_rules.rules_of(state)["rounds"] if r["type"] == "spawn" and "every" in r)
    spawned = []
    for round_ in (1, 2, 3, 4, 5, 6):
        state["round"] = round_
        state["monsters"] = []
        events = []
        special_rules.at_round(state, False, events)
        spawned += [(round_, e["elite"], tuple(e["hex"])) for e in events if e["type"] == "monster_spawned"]
    assert [r for r, _, _ in spawned] == [2, 4, 6]
    assert ["elite" if e else "normal" for _, e, _ in spawned] == ranks
    assert all(hexes.distance(h, LEFT_ALTAR) == 1 for _, _, h in spawned)
    assert rule["monster"] == "night-demon"


def test_no_night_demon_while_a_character_is_in_the_right_room():
    state, me = _rift()
    state["characters"][me]["hex"] = [-3, 9]
    state["round"], state["monsters"] = 2, []
    events = []
    special_rules.at_round(state, False, events)
    assert not any(e["type"] == "monster_spawned" for e in events)


def test_a_custom_scenario_names_only_its_own_rooms_for_presence():
    from .test_custom_scenarios import _refused, arena, options

    fine = arena()
    fine["rules"]["loss"] = [{"type": "room_empty", "rooms": [0]}, {"type": "characters_left", "count": 1}]
    fine["rules"]["setup"] = [{"type": "altar_travel", "altars": [[2, 1], [0, 6]]}]
    GAME.setup(options(fine), seed=1)
    broken = arena()
    broken["rules"]["loss"] = [{"type": "room_empty", "rooms": [0, 7]}]
    _refused(broken, "rules.loss[0]: rooms [7] are not the scenario's")
    broken["rules"]["loss"] = []
    broken["rules"]["rounds"] = [
        {"type": "spawn", "when": {"type": "monsters_dead", "monsters": ["bandit-guard"], "characters_in": [[0], [5]]}}
        | {"monster": "living-bones", "ranks": ["normal", "normal", "normal"], "hex": [1, 1]}
    ]
    _refused(broken, "rules.rounds[0]: rooms [5] are not the scenario's")
    broken["rules"]["rounds"] = []
    broken["rules"]["setup"] = [{"type": "altar_travel", "altars": [[2, 1], [40, 40]]}]
    _refused(broken, "a hex that is not on the map")
