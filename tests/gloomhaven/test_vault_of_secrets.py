"""#77 Vault of Secrets (GG's notes on the scenario book, p. 97–98): "City Guards do not act
normally: each turn they perform 'Move 2' toward the closest pressure plate (a), then, after
moving, perform every non-move ability on their ability card as best they can"; "A City Guard
that enters the hex of door 1 opens it and reveals the room beyond"; lost when "any City Guard
occupies a pressure plate (a)"; Section 1: "when the left treasure tile is looted, spawn at (b):
1 normal City Guard (2 characters) or 1 elite City Guard (3–4). When the right treasure tile is
looted, spawn at (c)"; b is the top-left hex of N1b, c its top-right hex (our reading)."""

from rules.gloomhaven import GAME, escorts, goals, marches, monsters, rooms

from .scenario_turns import first_character_turn
from .test_door_openers import end_turn, play_out_round

PLATES = [(-5, 14), (-4, 14)]
DOOR_1 = (-1, 7)
LEFT_TILE, RIGHT_TILE, B, C = (-9, 9), (5, 9), (-5, 8), (2, 8)


def _vault(revealed=()):
    state = first_character_turn(77)
    if revealed:
        rooms.reveal(state, list(revealed), [])
        assert rooms.fill_in(state, [])
    return state


def _guards(state):
    return [i for i, m in enumerate(state["monsters"]) if m["type"] == "city-guard"]


def _to_plates(state, h):
    """Steps to the nearer plate over the whole map, obstacles in the way."""
    board = escorts.whole_board(state)
    obstacles = {(o["hex"][0], o["hex"][1]) for o in state["overlays"] if o["type"] == "obstacle"}
    return escorts.distances(board, PLATES, obstacles).get(tuple(h))


def _march(state, index):
    state["monster_turn"] = {"type": "city-guard", "queue": [list(state["monsters"][index]["hex"])], "step": 0}
    state["monster_turn"].update(plan=None, infuse=[])
    events = []
    marches.march(state, index, marches.rule_for(state, "city-guard"), events)
    state["monster_turn"] = None
    return events


def test_a_city_guard_walks_two_hexes_toward_the_nearest_plate():
    state = _vault()
    guard = _guards(state)[0]
    before = tuple(state["monsters"][guard]["hex"])
    events = _march(state, guard)
    after = tuple(state["monsters"][guard]["hex"])
    assert _to_plates(state, after) == _to_plates(state, before) - 2
    assert [e["to"] for e in events if e["type"] == "moved"][-1] == list(after)


def test_entering_door_1_it_opens_it_and_stops_there():
    state = _vault()
    guard = _guards(state)[0]
    state["monsters"][guard]["hex"] = [-1, 6]
    assert DOOR_1 in rooms.closed_doors(state)
    events = _march(state, guard)
    assert tuple(state["monsters"][guard]["hex"]) == DOOR_1, "one step: the door ends its walk"
    assert 1 in state["rooms"] and any(e["type"] == "door_opened" for e in events)


def test_a_stunned_or_immobilized_guard_does_not_walk():
    for condition in ("stun", "immobilize"):
        state = _vault()
        guard = _guards(state)[0]
        state["monsters"][guard]["conditions"] = [condition]
        before = list(state["monsters"][guard]["hex"])
        assert _march(state, guard) == [] and state["monsters"][guard]["hex"] == before


def test_a_guard_reaching_a_plate_raises_the_alarm_and_the_scenario_is_lost():
    state = _vault((1,))
    guard = _guards(state)[0]
    state["monsters"][guard]["hex"] = [-4, 12]
    _march(state, guard)
    assert tuple(state["monsters"][guard]["hex"]) in PLATES
    assert state["tally"]["alarm"] is True
    state["monsters"] = []  # every guard killed later in the round: still lost
    assert goals.outcome(state) == "defeat"


def test_in_the_round_the_guards_walk_for_the_plates_not_for_the_characters():
    """A whole round with the characters playing basic actions: every guard of the start
    room ends its turn two steps nearer a plate (or on door 1), whatever its card's Move."""
    state = play_out_round(_vault())  # round 1 ends
    before = {state["monsters"][i]["standee"]: _to_plates(state, state["monsters"][i]["hex"]) for i in _guards(state)}
    state = play_out_round(state)  # round 2, from its card selection
    assert state["round"] == 3 and before
    checked = 0
    for i in _guards(state):
        m = state["monsters"][i]
        if m["standee"] in before and tuple(m["hex"]) != DOOR_1:
            assert _to_plates(state, m["hex"]) == before[m["standee"]] - 2
            checked += 1
    assert checked
    GAME.check_state(state)


def test_looting_the_left_treasure_tile_brings_a_city_guard_at_b():
    state = _vault((1, 2))
    me = state["turn"]["character"]
    state["characters"][me]["hex"] = list(LEFT_TILE)
    state["monsters"] = [m for m in state["monsters"] if tuple(m["hex"]) not in (B, C)]
    state, events, _ = end_turn(state)
    spawned = [e for e in events if e["type"] == "monster_spawned"]
    assert [(e["monster"], tuple(e["hex"]), e["elite"]) for e in spawned] == [("city-guard", B, False)]
    assert not any(tuple(o["hex"]) == LEFT_TILE for o in state["overlays"] if o["type"] == "treasure")


def test_the_guards_march_is_not_a_monsters_move():
    """The card's Move is not performed: a marching guard's plan is made with no move."""
    state = _vault()
    assert marches.rule_for(state, "city-guard")["move"] == 2
    assert marches.rule_for(state, "city-archer") is None
    assert monsters.acting_order(state, "city-guard")
