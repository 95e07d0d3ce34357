"""The Dark Rider, #48 Shadow Weald (GG's notes on the scenario book, p. 63): "The Dark Rider is
not placed on the map at the start." "The Dark Rider is removed from the map immediately after it
performs any melee attack." "If the Dark Rider is not on the map at the start of its turn, it
appears on one of the marked hexes (or the closest unoccupied hex) and then carries out its
actions. It uses the marked hexes in the order a, b, c, d, e, f, then a again, starting with a."
#48's hexes are in no source, so these tests play the Dark Rider on a custom scenario."""

import copy

import pytest

from rules.core import InvalidOptions, InvalidState
from rules.gloomhaven import GAME, goals

from .custom_turns import monster_turn_next, options, play_to_the_end, round_one
from .monster_states import play_out

A, B, C, D, E, F = [2, 5], [6, 1], [3, 3], [0, 0], [7, 6], [5, 5]
BRUTE_HEX, WEAVER_HEX = [0, 6], [1, 6]
#: The Dark Rider's hit points at monster level 1 (its stat card: 10xC), C = 2
RIDER_HP = 20
MELEE, RANGED = 578, 579  # Boss cards: "Move +0, Attack +0"; "Move -1, Attack -1, Range 3, Target 2"


def weald() -> dict:
    """An 8×7 glade: two starting hexes, the Dark Rider (not set up) and its marked hexes a–f."""
    return {
        "name": "A Small Weald",
        "rooms": [{"id": 0, "tile": "weald", "hexes": [[q, r] for r in range(7) for q in range(8)]}],
        "doors": [],
        "overlays": [{"type": "start", "hexes": [BRUTE_HEX, WEAVER_HEX], "room": 0}],
        "additional_monsters": ["dark-rider"],
        "rules": {
            "goal": [{"type": "kill", "monsters": ["dark-rider"]}],
            "setup": [
                {"type": "marked_hexes", "monster": "dark-rider", "hexes": [A, B, C, D, E, F]},
                {"type": "hit_and_run", "monster": "dark-rider"},
            ],
        },
    }


def _round_one():
    return round_one(weald())


def _rider_turn(card):
    """The Dark Rider's turn next, away, ``card`` of the Boss deck shown."""
    return monster_turn_next(_round_one(), "dark-rider", card, BRUTE_HEX, WEAVER_HEX)


def _rider(state):
    return [m for m in state["monsters"] if m["type"] == "dark-rider"]


def test_the_dark_rider_is_not_set_up_but_takes_its_turn_in_the_order():
    state = GAME.setup(options(weald()), seed=5)
    assert not _rider(state) and state["tally"]["away"] == {"dark-rider": RIDER_HP}
    state = _round_one()
    assert any({"monster": "dark-rider"} in group for group in state["order"]), "its card drawn, its turn listed"


def test_it_appears_on_a_attacks_in_melee_and_leaves():
    state = _rider_turn(MELEE)
    events = play_out(state)
    kinds = [e["type"] for e in events]
    assert events[kinds.index("monster_appeared")] == {"type": "monster_appeared", "monster": "dark-rider", "hex": A}
    assert kinds.index("monster_appeared") < kinds.index("attacked") < kinds.index("monster_left")
    assert not _rider(state) and state["tally"]["away"] == {"dark-rider": RIDER_HP}
    assert state["tally"]["marked"] == {"dark-rider": 1}
    assert all(GAME.schemas.errors(GAME.schemas.event_union, e) == [] for e in events), events


def test_next_time_it_appears_on_b_with_the_hit_points_it_left_with():
    state = _rider_turn(MELEE)
    state["tally"]["marked"], state["tally"]["away"] = {"dark-rider": 1}, {"dark-rider": 7}  # a taken once
    GAME.check_state(state)
    events = play_out(state)
    assert next(e for e in events if e["type"] == "monster_appeared")["hex"] == B
    hp = [m["hp"] for m in _rider(state)] or [state["tally"]["away"]["dark-rider"]]
    assert hp == [7] and state["tally"]["marked"] == {"dark-rider": 2}


def test_a_ranged_attack_does_not_send_it_away():
    state = _rider_turn(RANGED)
    events = play_out(state)
    assert any(e["type"] == "attacked" for e in events), "Range 3 reaches from a"
    assert len(_rider(state)) == 1 and "away" not in state["tally"]
    assert not any(e["type"] == "monster_left" for e in events)


def test_the_goal_is_not_met_while_it_is_away():
    state = _round_one()
    assert not state["monsters"] and goals.outcome(state) is None


def test_it_is_never_both_away_and_on_the_map():
    state = _rider_turn(RANGED)
    play_out(state)
    both = copy.deepcopy(state)
    both["tally"]["away"] = {"dark-rider": 5}
    with pytest.raises(InvalidState):
        GAME.check_state(both)


def test_a_hit_and_run_monster_needs_its_marked_hexes():
    scenario = weald()
    scenario["rules"]["setup"] = scenario["rules"]["setup"][1:]
    with pytest.raises(InvalidOptions) as caught:
        GAME.setup(options(scenario), seed=1)
    assert "a marked_hexes rule for its monster" in str(caught.value)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_weald_plays_to_its_end(seed):
    state = play_to_the_end(weald(), seed)
    assert GAME.status(state)["terminal"] and state["outcome"] in ("victory", "defeat")
    if state["outcome"] == "victory":
        assert state["tally"]["killed"].get("dark-rider") == 1 and "away" not in state["tally"]
