"""A boss's marked hexes, taken in turn (``marked_hexes``). The Gloom, #51 The Void (GG's notes on
the scenario book, p. 66): "Special 2: before attacking, the Gloom jumps to a marked hex, using
them in the order a, b, c, then a again, starting with a." #51's hexes are in no source, so these
tests play the Gloom on a custom scenario written out here."""

import pytest

from rules.core import InvalidOptions
from rules.gloomhaven import GAME, bosses, hexes
from rules.gloomhaven.board import Map, key

from .custom_turns import monster_turn_next, options, play_to_the_end, round_one
from .monster_states import play_out

A, B, C = [6, 1], [2, 2], [4, 5]
GLOOM = [4, 1]
BRUTE_HEX, WEAVER_HEX = [0, 6], [1, 6]
TELEPORT = {"type": "scenario_rule", "rule": "teleport"}


def void(marked=(A, B, C)) -> dict:
    """An 8×7 room: the Gloom, two starting hexes, an obstacle, the Gloom's marked hexes."""
    return {
        "name": "A Small Void",
        "rooms": [{"id": 0, "tile": "void", "hexes": [[q, r] for r in range(7) for q in range(8)]}],
        "doors": [],
        "overlays": [
            {"type": "start", "hexes": [BRUTE_HEX, WEAVER_HEX], "room": 0},
            {"type": "obstacle", "hexes": [[5, 2]], "room": 0},
        ],
        "monsters": [{"monster": "the-gloom", "hex": GLOOM, "room": 0, "players": ["normal"] * 3}],
        "rules": {
            "goal": [{"type": "kill", "monsters": ["the-gloom"]}],
            "setup": [{"type": "marked_hexes", "monster": "the-gloom", "hexes": [list(h) for h in marked]}],
        },
    }


def _round_one(scenario=None):
    return round_one(scenario or void())


def _gloom_turn(card):
    """The Gloom's turn next, ``card`` of the Boss deck shown."""
    return monster_turn_next(_round_one(), "the-gloom", card, BRUTE_HEX, WEAVER_HEX)


def _teleport(state):
    events = []
    bosses.perform(state, 0, TELEPORT, events)
    GAME.check_state(state)
    return events


def test_the_gloom_jumps_to_a_then_b_then_c_then_a_again():
    state = _round_one()
    assert state["monsters"][0]["hex"] == GLOOM
    seen = []
    for _ in range(4):
        before = list(state["monsters"][0]["hex"])
        events = _teleport(state)
        seen.append(state["monsters"][0]["hex"])
        assert events == [{"type": "moved", "figure": ["monster", 0], "path": [before, seen[-1]]}]
    assert seen == [A, B, C, A]
    assert state["tally"]["marked"] == {"the-gloom": 4}


def test_without_marked_hexes_the_gloom_stays():
    state = _round_one(void(marked=()) | {"rules": {"goal": [{"type": "kill", "monsters": ["the-gloom"]}]}})
    assert _teleport(state) == []
    assert state["monsters"][0]["hex"] == GLOOM and "marked" not in state["tally"]


def test_a_marked_hex_a_figure_stands_on_sends_it_to_the_nearest_free_hex():
    state = _round_one()
    state["characters"][0]["hex"] = A
    _teleport(state)
    game_map = Map(state)
    taken = {key(c["hex"]) for c in state["characters"]} | {(5, 2)}  # the characters and the obstacle
    free = [(q, r) for r in range(7) for q in range(8) if (q, r) not in taken]
    nearest = min(hexes.distance(key(A), h) for h in free)
    assert key(state["monsters"][0]["hex"]) == min(h for h in free if hexes.distance(key(A), h) == nearest)
    assert game_map.distance(key(A), key(state["monsters"][0]["hex"])) == 1


def test_special_2_teleports_before_its_attack():
    state = _gloom_turn(572)  # Special 2: "Teleport, Attack +1, Range 5, Poison, Wound, Stun"
    events = play_out(state)
    moved = [e for e in events if e["type"] == "moved"]
    assert moved and moved[0]["path"][-1] == A, "to a first"
    attacks = [e for e in events if e["type"] in ("attack", "attacked", "damage_suffered")]
    assert attacks and events.index(moved[0]) < events.index(attacks[0]), "before attacking"
    assert state["tally"]["marked"] == {"the-gloom": 1}


def test_special_1_does_not_teleport():
    state = _gloom_turn(575)  # Special 1: "Move +9, Attack +9"
    play_out(state)
    assert "marked" not in state["tally"]


def test_marked_hexes_must_be_on_the_map():
    with pytest.raises(InvalidOptions) as caught:
        GAME.setup(options(void(marked=(A, [40, 40]))), seed=1)
    assert "a hex that is not on the map" in str(caught.value)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_void_plays_to_its_end(seed):
    state = play_to_the_end(void(), seed)
    assert GAME.status(state)["terminal"] and state["outcome"] in ("victory", "defeat")
