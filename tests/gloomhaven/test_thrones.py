"""The Prime Demon's throne, #21 Infernal Throne (GG's notes on the scenario book, p. 28–29):
"Altar: shares hit points, initiative and immunities with the Prime Demon"; "The Prime Demon cannot
be damaged in any way; damage has to be dealt to the altar instead"; Special 1: "(1) the altar
jumps to the next hex in the cycle a → b → c → d → e → f → a; a figure or overlay tile on the
destination hex is moved to the nearest unoccupied hex; if the destination is in an unrevealed
room, that room is revealed at once ... (2) The altar summons one demon — normal (2 characters) or
elite (3–4) — of the type tied to its new location: a Frost Demon, b Wind Demon, c Night Demon,
d Earth Demon, e Flame Demon, f Sun Demon. (3) The Prime Demon performs 'Move+2, Attack-1'."
#21's hexes a–e are in no source, so these tests play the throne on a custom scenario."""

import copy

import pytest

from rules.core import InvalidOptions, InvalidState
from rules.gloomhaven import GAME, bosses, content, damage, goals, hexes, monster_requests, rooms
from rules.gloomhaven.board import key

from .custom_turns import monster_turn_next, options, play_to_the_end, round_one
from .monster_states import play_out

A, B, C, D, E, F = [1, 1], [3, 8], [7, 0], [0, 3], [4, 0], [6, 4]
DEMONS = ["frost-demon", "wind-demon", "night-demon", "earth-demon", "flame-demon", "sun-demon"]
BOSS = [5, 2]
BRUTE_HEX, WEAVER_HEX = [0, 5], [1, 5]
#: The Prime Demon's hit points at monster level 1 (its stat card: 9xC), C = 2
BOSS_HP = 18


def throne_room() -> dict:
    """A revealed 8×6 room with the Prime Demon and its altar (on f), a hidden room behind a door
    holding hex b and a Bandit Guard."""
    return {
        "name": "A Small Throne",
        "rooms": [
            {"id": 0, "tile": "throne-a", "hexes": [[q, r] for r in range(6) for q in range(8)]},
            {"id": 1, "tile": "throne-b", "hexes": [[q, r] for r in range(7, 10) for q in range(8)]},
        ],
        "doors": [{"hex": [2, 6], "rooms": [0, 1], "kind": "stone"}],
        "overlays": [
            {"type": "start", "hexes": [BRUTE_HEX, WEAVER_HEX], "room": 0},
            {"type": "coin", "amount": 1, "hexes": [A], "room": 0},
        ],
        "monsters": [
            {"monster": "prime-demon", "hex": BOSS, "room": 0, "players": ["normal"] * 3},
            {"monster": "bandit-guard", "hex": [6, 8], "room": 1, "players": ["normal"] * 3},
        ],
        "rules": {
            "goal": [{"type": "kill", "monsters": ["prime-demon"]}],
            "setup": [
                {
                    "type": "marked_hexes",
                    "monster": "prime-demon",
                    "hexes": [A, B, C, D, E, F],
                    "monsters": list(DEMONS),
                }
            ],
            "figures": [{"kind": "objective", "name": "Altar", "shares_hp_with": "prime-demon", "hex": F}],
        },
    }


def _round_one(scenario=None):
    return round_one(scenario or throne_room())


def _boss(state):
    return next(i for i, m in enumerate(state["monsters"]) if m["type"] == "prime-demon")


def _perform(state, rule, **more):
    events = []
    bosses.perform(state, _boss(state), {"type": "scenario_rule", "rule": rule, **more}, events)
    GAME.check_state(state)
    return events


def test_the_altar_stands_on_f_with_the_prime_demons_hit_points():
    state = _round_one()
    altar = state["objectives"][0]
    assert (altar["name"], altar["hex"], altar["hp"], altar["max_hp"]) == ("Altar", F, BOSS_HP, BOSS_HP)
    assert state["monsters"][_boss(state)]["hp"] == BOSS_HP


def test_the_prime_demon_takes_no_damage_the_altar_takes_it_for_him():
    state = _round_one()
    events = []
    damage.suffer(state, ("monster", _boss(state)), 5, events, "attack")
    assert state["monsters"][_boss(state)]["hp"] == BOSS_HP and events == []
    damage.suffer(state, ("objective", 0), 5, events, "attack")
    assert state["objectives"][0]["hp"] == state["monsters"][_boss(state)]["hp"] == BOSS_HP - 5
    GAME.check_state(state)


def test_destroying_the_altar_kills_the_prime_demon_and_meets_the_goal():
    state = _round_one()
    events = []
    damage.suffer(state, ("objective", 0), BOSS_HP, events, "attack")
    assert not state["objectives"] and all(m["type"] != "prime-demon" for m in state["monsters"])
    assert [e["type"] for e in events if e["type"] in ("objective_destroyed", "monster_killed")] == [
        "objective_destroyed",
        "monster_killed",
    ]
    assert goals.outcome(state) == "victory"
    GAME.check_state(state)


def test_the_throne_moves_a_then_b_in_turn_and_moves_what_stands_on_its_hex():
    state = _round_one()
    state["characters"][0]["hex"] = A  # the Brute stands on a, with the coin
    events = _perform(state, "throne_moves")
    assert state["objectives"][0]["hex"] == A and state["tally"]["marked"] == {"prime-demon": 1}
    assert {"type": "objective_moved", "name": "Altar", "path": [F, A]} in events
    # the Brute and the coin go to the nearest hexes with no figure and no tile, ties in hex order
    taken = {key(BOSS), key(WEAVER_HEX), key(A)}
    free = sorted((q, r) for r in range(6) for q in range(8) if (q, r) not in taken)
    brute_to = min(free, key=lambda h: (hexes.distance(key(A), h), h))
    coin_to = min((h for h in free if h != brute_to), key=lambda h: (hexes.distance(key(A), h), h))
    assert key(state["characters"][0]["hex"]) == brute_to
    assert [key(o["hex"]) for o in state["overlays"] if o["type"] == "coin"] == [coin_to]
    assert {"type": "tile_moved", "tile": "coin", "path": [A, list(coin_to)]} in events
    assert all(GAME.schemas.errors(GAME.schemas.event_union, e) == [] for e in events), events


def test_a_throne_moving_into_a_hidden_room_reveals_it():
    state = _round_one()
    _perform(state, "throne_moves")
    assert state["rooms"] == [0]
    _perform(state, "throne_moves")
    assert state["objectives"][0]["hex"] == B
    assert state["rooms"] == [0, 1] and any(m["type"] == "bandit-guard" for m in state["monsters"])


def test_the_altar_summons_the_demon_of_its_hex_beside_it():
    state = _round_one()
    _perform(state, "throne_moves")  # to a: the Frost Demon's
    events = _perform(state, "summon_demon", elite=True)
    summoned = [e for e in events if e["type"] == "monster_summoned"]
    assert [(e["monster"], e["elite"]) for e in summoned] == [("frost-demon", True)]
    assert hexes.distance(key(A), key(summoned[0]["hex"])) == 1
    _perform(state, "throne_moves")  # to b: the Wind Demon's
    events = _perform(state, "summon_demon", elite=False)
    assert [(e["monster"], e["elite"]) for e in events if e["type"] == "monster_summoned"] == [("wind-demon", False)]


def test_special_1_moves_the_throne_summons_then_moves_and_attacks():
    state = monster_turn_next(_round_one(), "prime-demon", 575, BRUTE_HEX, WEAVER_HEX)  # Special 1
    events = play_out(state)
    kinds = [e["type"] for e in events]
    assert kinds.index("objective_moved") < kinds.index("monster_summoned") < kinds.index("attacked")
    summoned = next(e for e in events if e["type"] == "monster_summoned")
    assert (summoned["monster"], summoned["elite"]) == ("frost-demon", False), "normal for 2 characters"


def test_an_altar_stands_only_on_its_hex_or_its_bosss_marked_hexes():
    state = _round_one()
    moved = copy.deepcopy(state)
    moved["objectives"][0]["hex"] = C
    GAME.check_state(moved)
    moved["objectives"][0]["hex"] = [2, 2]
    with pytest.raises(InvalidState):
        GAME.check_state(moved)


def test_a_throne_has_no_hit_points_of_its_own():
    scenario = throne_room()
    scenario["rules"]["figures"][0]["hp"] = 5
    with pytest.raises(InvalidOptions):
        GAME.setup(options(scenario), seed=1)


def test_throne_refusals_say_why():
    for change, words in (
        (lambda s: s["rules"]["figures"][0].update(shares_hp_with="bandit-guard"), "shares_hp_with: a boss"),
        (lambda s: s["rules"]["setup"][0]["monsters"].pop(), "monsters: one for each of its hexes"),
    ):
        scenario = throne_room()
        change(scenario)
        with pytest.raises(InvalidOptions) as caught:
            GAME.setup(options(scenario), seed=1)
        assert words in str(caught.value), str(caught.value)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_throne_room_plays_to_its_end(seed):
    state = play_to_the_end(throne_room(), seed)
    assert GAME.status(state)["terminal"] and state["outcome"] in ("victory", "defeat")
    if state["outcome"] == "victory":
        assert all(m["type"] != "prime-demon" for m in state["monsters"]) and not state["objectives"]


def test_the_altar_has_the_prime_demons_initiative_for_the_focus_of_summons():
    state = _round_one()
    shown = state["monster_decks"]["boss"]["shown"]
    card = next(c for c in content.monster_decks()["boss"] if c["id"] == shown)
    assert monster_requests._initiative(state, ("objective", 0)) == card["initiative"]


def test_once_its_altar_is_destroyed_a_boss_set_up_later_takes_damage():
    scenario = throne_room()
    scenario["monsters"][0].update(hex=[6, 9], room=1)  # the Prime Demon behind the door
    state = _round_one(scenario)
    assert not any(m["type"] == "prime-demon" for m in state["monsters"])
    damage.suffer(state, ("objective", 0), BOSS_HP, [], "attack")
    assert state["tally"]["destroyed"] == ["Altar"]
    rooms.reveal(state, [1], [])
    events = []
    damage.suffer(state, ("monster", _boss(state)), 5, events, "attack")
    assert state["monsters"][_boss(state)]["hp"] == BOSS_HP - 5


def test_an_objective_on_the_next_hex_keeps_the_altar_where_it_is():
    scenario = throne_room()
    scenario["rules"]["figures"].append({"kind": "objective", "name": "Crate", "hp": 3, "hex": A})
    state = _round_one(scenario)
    events = _perform(state, "throne_moves")
    assert state["objectives"][0]["hex"] == F and not [e for e in events if e["type"] == "objective_moved"]
    assert [o["hex"] for o in state["objectives"] if o["name"] == "Crate"] == [A]
    _perform(state, "throne_moves")
    assert state["objectives"][0]["hex"] == B, "the cycle goes on"
