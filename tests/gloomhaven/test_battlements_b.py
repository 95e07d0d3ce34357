"""#36 Gloomhaven Battlements B (GG's notes on the scenario book, p. 47-48): "Do not set up the
Prime Demon"; "Door 1: 10+(2×L) HP; cannot be healed; not considered an ally of the
characters"; "The Prime Demon spawns at e only once door 1 is destroyed"; "The Prime Demon
starts the scenario with twice the hit points shown on its stat card"; "At the end of each round
in which door 1 is not yet destroyed, the Prime Demon suffers (2×C)+L-2 damage"; "At the end of
round 8, after the Prime Demon has suffered its damage, door 1 is destroyed automatically if it
is still standing"."""

from rules.gloomhaven import GAME, content, objectives, rooms, special_rules
from rules.gloomhaven.board import Map, key
from rules.gloomhaven.movement_rules import NORMAL, can_pass

from .scenario_turns import first_character_turn

DOOR, E = [1, 7], (2, 5)
PRIME = "prime-demon-36"


def _door(state):
    return next(i for i, e in enumerate(state["escorts"]) if e["name"] == "Door")


def _per_round(state):
    """(2×C)+L-2 for this party: C = 2."""
    return 2 * 2 + state["levels"]["scenario"] - 2


def _prime(state):
    return next((m for m in state["monsters"] if m["type"] == PRIME), None)


def _full_hp(state):
    """Twice the stat card's 8×C at level 0 (FA's Prime Demon card), as the level says."""
    printed = {0: 8, 1: 9, 2: 10, 3: 12}[state["levels"]["monster"]]
    return 2 * printed * 2


def test_the_door_stands_and_the_prime_demon_waits():
    state = first_character_turn(36)
    assert state["escorts"][_door(state)]["hex"] == DOOR
    door = objectives.rule(state, "escort", "Door")
    assert objectives.max_hp(state, door) == 10 + 2 * state["levels"]["scenario"]
    assert not door.get("heal", True) and not objectives.allied(state, ("escort", _door(state)))
    assert _prime(state) is None
    GAME.check_state(state)


def test_no_character_moves_through_the_door():
    """An escort "not considered an ally of the characters" is no ally to pass through."""
    state = first_character_turn(36)
    assert not can_pass(Map(state), key(DOOR), NORMAL, "character")
    assert can_pass(Map(state), key(DOOR), NORMAL, "monster") is False, "the demons' enemy, too"


def test_while_the_door_stands_the_prime_demon_suffers_its_damage_off_the_map():
    state = first_character_turn(36)
    events = []
    special_rules.at_round(state, False, events)
    assert state["tally"]["pending"] == {PRIME: _per_round(state)}
    special_rules.at_round(state, False, events)
    assert state["tally"]["pending"] == {PRIME: 2 * _per_round(state)}
    assert rooms.fill_in(state, events)  # the demons spawned meanwhile draw their standees
    GAME.check_state(state)


def test_the_door_destroyed_brings_the_prime_demon_at_once_with_its_damage():
    state = first_character_turn(36)
    state["tally"]["pending"] = {PRIME: 9}
    events = []
    objectives.wound(state, ("escort", _door(state)), 99, events, source="attack")
    prime = _prime(state)
    assert prime is not None and key(prime["hex"]) == E
    assert prime["max_hp"] == _full_hp(state) and prime["hp"] == _full_hp(state) - 9
    assert "pending" not in state["tally"]
    assert {"type": "monster_spawned", "monster": PRIME, "elite": False, "hex": list(E)} in events
    special_rules.at_round(state, False, events)
    assert _prime(state)["hp"] == _full_hp(state) - 9, "no damage once the door is destroyed"
    assert PRIME in content.monsters()


def test_at_the_end_of_round_8_the_door_falls_after_the_damage():
    state = first_character_turn(36)
    state["round"], state["tally"]["pending"] = 8, {PRIME: 7 * _per_round(state)}
    events = []
    special_rules.at_round(state, False, events)
    assert not state["escorts"] and state["tally"]["died"] == ["Door"]
    assert _prime(state)["hp"] == _full_hp(state) - 8 * _per_round(state), "round 8's damage first"


def test_before_round_8_the_door_stands():
    state = first_character_turn(36)
    state["round"] = 7
    special_rules.at_round(state, False, [])
    assert state["escorts"] and _prime(state) is None
