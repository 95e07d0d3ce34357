"""#35 Gloomhaven Battlements A (GG's notes on the scenario book, p. 46-47): "Place the City
Archers grouped at a and b at the start. The other enemies on the B and I tiles are not set up
until door 1 is destroyed or a character or character ally moves onto tile B or I"; "All demons
are allies of the characters"; "On a demon's turn, if it can move to within range to attack the
door, it focuses on the door and takes its turn normally; otherwise it picks its focus by the
normal rules"."""

from rules.gloomhaven import GAME, damage, focus, monster_pushes, monster_requests, rule_events
from rules.gloomhaven.board import Map, key
from rules.gloomhaven.monster_ai import monster_moves

from .scenario_turns import first_character_turn

DOOR, EARLY = (1, 7), [(-3, 8), (4, 8)]  # the elite archers at a and b for two characters


def test_the_battlement_archers_stand_at_the_start_and_the_rest_of_the_keep_waits():
    state = first_character_turn(35)
    assert state["rooms"] == [0, 1]
    archers = sorted(key(m["hex"]) for m in state["monsters"] if m["type"] == "city-archer")
    assert archers == sorted(EARLY)
    assert set(EARLY) <= Map(state).cells
    assert not any(m["type"] == "captain-of-the-guard" for m in state["monsters"])
    GAME.check_state(state)


def test_a_character_on_the_battlement_reveals_the_keep():
    state = first_character_turn(35)
    state["monsters"] = [m for m in state["monsters"] if key(m["hex"]) != EARLY[0]]
    events = []
    rule_events.entered(state, [list(EARLY[0])], events)
    assert {2, 3} <= set(state["rooms"])
    assert any(m["type"] == "captain-of-the-guard" for m in state["monsters"])
    assert sum(key(m["hex"]) == EARLY[1] for m in state["monsters"]) == 1, "the early archer is not set up twice"
    assert not any(key(m["hex"]) == EARLY[0] for m in state["monsters"]), "nor the slain one again"


def test_the_door_destroyed_reveals_the_keep():
    state = first_character_turn(35)
    events = []
    damage.suffer(state, ("objective", 0), 999, events, source="ability")
    assert {2, 3} <= set(state["rooms"]) and DOOR in Map(state).cells
    assert sum(m["type"] == "city-archer" for m in state["monsters"]) >= 2


def test_a_demon_that_can_reach_the_door_focuses_on_it():
    state = first_character_turn(35)
    demon = next(i for i, m in enumerate(state["monsters"]) if m["type"] == "flame-demon")
    state["monster_turn"] = {
        "type": "flame-demon",
        "queue": [state["monsters"][demon]["hex"]],
        "step": 0,
        "plan": None,
        "infuse": [],
    }
    request = monster_requests.request(state, ("monster", demon), {"plus": 0}, {"plus": 0})
    normal = monster_moves(request)
    focused = focus.answer(state, ("monster", demon), request)
    assert all([1, 7] in option["targets"] for option in focused["options"])
    assert any([1, 7] not in option["targets"] for option in normal["options"]), "without the rule, a guard"


def test_no_monster_pushes_or_pulls_the_door():
    state = first_character_turn(35)
    state["monster_turn"] = {"type": "wind-demon", "queue": [], "step": 0, "plan": None, "infuse": []}
    monster_pushes.add(state, DOOR, "pull", 2, [2, 4])
    assert "forced" not in state["monster_turn"]
