"""#88 Plane of Water (GG's notes on the scenario book, p. 111): "All characters and character
summons have −1 Move on all of their Move abilities"; the current, "in the large room, at the
end of each round every character and character summon is forced to move one hex in the
direction of the current, unless the hex it occupies is directly behind an obstacle or wall hex
in the direction of the current (no movement, no damage). If the forced move is impossible
because of another figure ... the figure suffers 3 damage instead. Current movement is resolved
from the top of the map to the bottom", EVEN pointing up-left and ODD up-right; "The elite
Lurker next to the crystal is the Lurker King. When it dies it drops a claw (a treasure tile)
instead of a money token. A character holding the claw has −2 Move on all their Move
abilities"; "complete when the claw is carried to a hex adjacent to the crystal"."""

from rules.core import decisions
from rules.gloomhaven import GAME, currents, damage, goals, looting, rooms
from rules.gloomhaven.board import Map

from .scenario_turns import first_character_turn

CLAW, CRYSTAL = "claw", (-12, 12)
EVEN, ODD = 613, 612  # Lurker cards of initiative 28 and 11
UP_LEFT, UP_RIGHT = (0, -1), (1, -1)


def _plane():
    state = first_character_turn(88, seed=5)  # both characters still standing (not so with seed 3)
    rooms.reveal(state, [1, 2], [])
    assert rooms.fill_in(state, [])
    return state


def test_every_move_of_the_characters_is_one_less_and_the_claws_holder_two_less_again():
    state = _plane()
    assert currents.move_change(state, ("character", 0)) == -1
    assert currents.move_change(state, ("summon", 0)) == -1
    assert currents.move_change(state, ("monster", 0)) == 0
    state["pieces"] = [{"name": CLAW, "holder": 0, "hex": None}]
    state["tally"]["killed"]["lurker-king"] = 1
    assert currents.move_change(state, ("character", 0)) == -3
    assert currents.move_change(state, ("character", 1)) == -1


def test_a_basic_move_2_moves_1():
    state = first_character_turn(88, seed=5)
    me = state["turn"]["character"]
    seat, card = state["characters"][me]["seat"], state["characters"][me]["in_play"][0]
    state, _ = GAME.apply(
        state, {"type": "play_half", "player": seat, "character": me, "card": card, "half": "bottom", "basic": True}
    )
    assert decisions.top(state["decisions"])["left"] == 1


def test_the_lurker_king_drops_the_claw_instead_of_a_coin():
    state = _plane()
    i = next(i for i, m in enumerate(state["monsters"]) if m["type"] == "lurker-king")
    at = state["monsters"][i]["hex"]
    events = []
    damage.kill_monster(state, i, events)
    assert state["pieces"] == [{"name": CLAW, "holder": None, "hex": at}]
    assert not any(o["type"] == "coin" and o["hex"] == at for o in state["overlays"])
    looting.loot_hex(state, 1, at, events, end_of_turn=True)
    assert state["pieces"] == [{"name": CLAW, "holder": 1, "hex": None}]
    GAME.check_state(state)


def _current(state, card, placed):
    """The current with the Lurkers' card ``card`` shown; ``placed``: the characters' hexes."""
    state["monster_decks"]["lurker"]["shown"] = card
    for i, h in enumerate(placed):
        state["characters"][i]["hex"] = list(h)
    events = []
    currents.flow(state, events)
    return events


def _free(state, h):
    game_map = Map(state)
    return h in game_map.cells and h not in game_map.figures and not game_map.has(h, "obstacle")


def _open_hex(state, step):
    """A hex of the large room with nothing on it or in the current's way."""
    game_map = Map(state)
    for h in sorted(game_map.cells):
        to = (h[0] + step[0], h[1] + step[1])
        open_way = _free(state, h) and _free(state, to) and to in game_map.neighbours(h)
        if h[1] >= 6 and open_way and not game_map.has(to, "trap") and not game_map.has(h, "trap"):
            return h
    raise AssertionError("no open hex")


def test_an_even_initiative_carries_up_left_and_an_odd_one_up_right():
    for card, step in ((EVEN, UP_LEFT), (ODD, UP_RIGHT)):
        state = _plane()
        start = _open_hex(state, step)
        far = state["characters"][1]["hex"]  # still in the starting room: no current there
        events = _current(state, card, [start, far])
        assert state["characters"][0]["hex"] == [start[0] + step[0], start[1] + step[1]]
        assert state["characters"][1]["hex"] == far
        assert events == [
            {
                "type": "forced_moved",
                "figure": ["character", 0],
                "kind": "current",
                "hex": state["characters"][0]["hex"],
            }
        ]


def test_behind_an_obstacle_a_character_stays_unharmed():
    state = _plane()
    rock = (-12, 10)  # a rock column of N1a
    below = (rock[0] - UP_LEFT[0], rock[1] - UP_LEFT[1])
    assert _free(state, below)
    events = _current(state, EVEN, [below, state["characters"][1]["hex"]])
    assert state["characters"][0]["hex"] == list(below) and events == []


def test_top_row_first():
    state = _plane()
    upper = _open_hex(state, UP_LEFT)
    lower = (upper[0] - UP_LEFT[0], upper[1] - UP_LEFT[1])
    assert _free(state, lower)
    _current(state, EVEN, [upper, lower])
    assert state["characters"][0]["hex"] == [upper[0], upper[1] - 1]
    assert state["characters"][1]["hex"] == list(upper), "the upper one moved first, the lower follows"


def test_blocked_by_a_figure_it_suffers_3_damage():
    state = _plane()
    blocker = next(m for m in state["monsters"] if m["hex"][1] >= 6 and _free(state, (m["hex"][0], m["hex"][1] + 1)))
    below = [blocker["hex"][0], blocker["hex"][1] + 1]
    _current(state, EVEN, [below, state["characters"][1]["hex"]])
    assert state["characters"][0]["hex"] == below
    frame = decisions.top(state["decisions"])
    assert frame["kind"] == "negate_damage" and frame["amount"] == 3 and frame["character"] == 0


def test_the_claw_beside_the_crystal_wins_once_the_king_is_dead():
    state = _plane()
    state["monsters"] = [m for m in state["monsters"] if m["type"] != "lurker-king"]
    state["tally"]["killed"]["lurker-king"] = 1
    beside = next(h for h in Map(state).neighbours(CRYSTAL) if _free(state, h))
    state["characters"][0]["hex"] = list(beside)
    assert goals.outcome(state) is None
    state["pieces"] = [{"name": CLAW, "holder": 0, "hex": None}]
    assert goals.outcome(state) == "victory"


def test_the_current_flows_as_the_round_ends():
    """The characters in the large room play out the round with basic actions: as it ends the
    current moves or strikes them (the Lurkers' card is still shown then)."""
    state = _plane()
    for i in (0, 1):
        state["characters"][i]["hex"] = list(_open_hex(state, UP_LEFT))
    number, events = state["round"], []
    while state["outcome"] is None and state["round"] == number and state["phase"] != "end":
        legal = GAME.legal_actions(state)
        basic = [a for a in legal if a["type"] == "play_half" and a.get("basic")]
        stop = [a for a in legal if a["type"] == "stop"]
        state, more = GAME.apply(state, (basic or stop or legal)[0])
        events += more
    ended = [e["type"] for e in events].index("round_ended")
    currents_ = [e for e in events[:ended] if e["type"] == "forced_moved" and e["kind"] == "current"]
    struck = [e for e in events[:ended] if e.get("source") == "scenario"]
    assert currents_ or struck or decisions.top(state["decisions"])["kind"] == "negate_damage"
