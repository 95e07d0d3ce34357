"""#78 Sacrifice Pit (GG's notes on the scenario book, p. 99): "The two Cultists (b) do not act
normally. They perform 'Move+0' simultaneously to carry the victim (a) to the altars (d): first
they move to a hex adjacent to the victim, then toward (c) or the nearest hex adjacent to the
altar. After the Cultists move, the victim moves the same number of hexes so as to be adjacent
to them, preferring the hex left of the right-hand Cultist and right of the left-hand Cultist";
"The two Cultists (b) and the victim (a) are immune to forced movement, IMMOBILIZE and STUN, and
can open doors"; lost when "a Cultist (b) starts its turn adjacent to the altars (d) while the
victim is also adjacent to the altars". The victim (a) stands in the centre of M1a; the altar
(d) is VGB's two altar hexes on I1b; (c) are the hexes either side of the one above both
altars (our reading of "in front of the altar")."""

import random

import pytest

from rules.gloomhaven import (
    GAME,
    custom,
    goals,
    hexes,
    monster_abilities,
    monsters,
    objectives,
    rooms,
    sacrifice,
    scenarios,
    selectors,
)

from .scenario_turns import first_character_turn
from .test_custom_scenarios import _refused, arena, options
from .test_door_openers import play_out_round

VICTIM_HEX, ALTAR, TOWARD = [4, -1], [(-1, 8), (0, 8)], [(-1, 7), (1, 7)]
DOORS = [(1, 3), (2, 3), (3, 3)]


def _pit(rooms_revealed=(1,)):
    state = first_character_turn(78)
    rooms.reveal(state, list(rooms_revealed), [])
    assert rooms.fill_in(state, [])
    state["monsters"] = [m for m in state["monsters"] if m["type"] == "cultist-78"]
    return state


def _carriers(state):
    return [i for i, m in enumerate(state["monsters"]) if m["type"] == "cultist-78"]


def _place(state, carriers, victim):
    for i, at in zip(_carriers(state), carriers, strict=True):
        state["monsters"][i]["hex"] = list(at)
    state["escorts"][0]["hex"] = list(victim)


def _carry(state):
    """The Cultists' turn (the first of the two starts it): the events."""
    state["monster_turn"] = {
        "type": "cultist-78",
        "queue": monsters.acting_order(state, "cultist-78"),
        "step": 0,
        "plan": None,
        "infuse": [],
    }
    events = []
    first = monsters.acting_at(state, state["monster_turn"]["queue"][0])
    sacrifice.take_turn(state, first[1], sacrifice.rule_for(state, "cultist-78"), events)
    state["monster_turn"] = None
    return events


def _hexes(state):
    return [tuple(state["monsters"][i]["hex"]) for i in _carriers(state)], tuple(state["escorts"][0]["hex"])


def test_the_victim_stands_in_the_centre_of_m1a_midway_between_the_two_cultists():
    state = _pit()
    (one, two), victim = _hexes(state)
    assert victim == tuple(VICTIM_HEX)
    assert hexes.distance(one, victim) == hexes.distance(two, victim) == 3
    assert all(state["monsters"][i]["elite"] for i in _carriers(state))


def test_first_they_come_beside_the_victim_which_stays_while_they_spend_their_move_on_it():
    """Move+0 is the Cultist's Move 2 (level 1): three hexes away, each ends beside the victim
    after two steps, with none left to carry it."""
    state = _pit()
    before, victim = _hexes(state)
    events = _carry(state)
    after, still = _hexes(state)
    assert still == victim
    assert all(hexes.distance(h, victim) == 1 for h in after)
    assert all(hexes.distance(a, b) == 2 for a, b in zip(before, after, strict=True))
    assert not any(e["figure"][0] == "escort" for e in events if e["type"] == "moved")


def test_then_they_carry_it_toward_the_altar_the_victim_beside_both():
    state = _pit()
    _carry(state)
    (one, two), victim = _hexes(state)
    far = hexes.distance(victim, TOWARD[0])
    events = _carry(state)
    (one2, two2), victim2 = _hexes(state)
    assert hexes.distance(victim2, victim) == 2, "as many hexes as they carried it"
    assert hexes.distance(victim2, TOWARD[0]) < far
    assert hexes.distance(one2, victim2) == hexes.distance(two2, victim2) == 1
    assert hexes.distance(one, one2) <= 2 and hexes.distance(two, two2) <= 2
    assert {"type": "moved", "figure": ["escort", 0], "to": list(victim2)} in events


def test_at_the_altar_the_victim_ends_between_them_the_cultists_on_c():
    """From just above the altar the Cultists step onto (c) and the victim goes between them,
    "left of the right-hand Cultist and right of the left-hand Cultist", beside both altars."""
    state = _pit((1, 2))
    _place(state, [(-1, 6), (1, 6)], (0, 6))
    _carry(state)
    carriers, victim = _hexes(state)
    assert sorted(carriers) == TOWARD and victim == (0, 7)
    assert all(hexes.distance(victim, a) == 1 for a in ALTAR)


def test_a_cultist_starting_its_turn_beside_the_altar_with_the_victim_sacrifices_it_and_the_scenario_is_lost():
    state = _pit((1, 2))
    _place(state, TOWARD, (0, 7))
    events = _carry(state)
    assert {"type": "sacrificed", "figure": "Victim"} in events
    assert _hexes(state) == (TOWARD, (0, 7)), "no one moves"
    state["monsters"] = []  # every enemy killed in the same round: still lost
    state["rooms"] = [0, 1, 2]
    assert goals.outcome(state) == "defeat"
    GAME.check_state(state)


@pytest.mark.parametrize("carriers, victim", [([(-1, 7), (0, 6)], (-1, 6)), ([(0, 6), (1, 6)], (1, 5))])
def test_no_sacrifice_unless_both_a_cultist_and_the_victim_are_beside_the_altar(carriers, victim):
    state = _pit((1, 2))
    _place(state, carriers, victim)
    events = _carry(state)
    assert not any(e["type"] == "sacrificed" for e in events)
    assert "sacrificed" not in state["tally"]


def test_one_cultist_left_carries_the_victim_alone():
    state = _pit((1, 2))
    _place(state, [(0, 5), (3, -3)], (0, 4))
    state["monsters"].pop(_carriers(state)[1])
    _carry(state)
    (alone,), victim = _hexes(state)
    assert victim != (0, 4) and hexes.distance(alone, victim) == 1
    assert hexes.distance(victim, (0, 7)) < hexes.distance((0, 4), (0, 7))


def test_the_cultists_open_the_doors_to_the_altar_room():
    state = _pit()
    _place(state, [(1, 2), (3, 1)], (2, 1))
    events = _carry(state)
    carriers, victim = _hexes(state)
    assert {c for c in carriers if c in DOORS}, "they step onto the doors"
    assert 2 in state["rooms"] and any(e["type"] == "door_opened" for e in events)


def test_the_cultists_are_never_pushed_or_pulled_and_the_victim_never_affected():
    state = _pit()
    one = ("monster", _carriers(state)[0])
    assert not selectors.movable(state, one, "push") and not selectors.movable(state, one, "pull")
    assert not any(selectors.movable(state, ("escort", 0), kind) for kind in ("push", "pull", "control"))
    assert not objectives.healable(state, ("escort", 0))
    assert "stun" in monster_abilities.stats(state, state["monsters"][one[1]])["immune"]


def test_carries_never_stack_figures_nor_leave_the_victim_behind():
    """Random spots in the two rooms, characters among them: after a carry no two figures
    share a hex, each Cultist went at most its Move, and the victim, moved at most that far,
    is beside every Cultist or has not moved."""
    rng = random.Random(78)
    base = _pit((1, 2))
    cells = sorted({tuple(h) for r in (1, 2) for h in _room(base, r)} - set(ALTAR))
    for _ in range(60):
        state = _pit((1, 2))
        spots = rng.sample(cells, 5)
        _place(state, spots[:2], spots[2])
        state["characters"][0]["hex"], state["characters"][1]["hex"] = list(spots[3]), list(spots[4])
        before, victim = _hexes(state)
        _carry(state)
        after, victim2 = _hexes(state)
        taken = [*after, victim2, *(tuple(c["hex"]) for c in state["characters"])]
        assert len(set(taken)) == len(taken)
        assert all(hexes.distance(a, b) <= 2 for a, b in zip(before, after, strict=True))
        assert hexes.distance(victim, victim2) <= 2
        assert victim2 == victim or all(hexes.distance(victim2, c) == 1 for c in after)
        GAME.check_state(state)


def _room(state, room):
    return next(r for r in scenarios.of(state["options"]).rooms if r.id == room).hexes


def test_played_on_the_cultists_carry_the_victim_to_the_altar_and_the_scenario_is_lost():
    """Round after round of the whole game, the characters standing back: the Cultists reach
    the altar and sacrifice the victim."""
    state = _pit()
    for _ in range(12):
        if state["outcome"] is not None:
            break
        state = play_out_round(state)
        while state["outcome"] is None and (state["turn"] is None or state["phase"] != "turns"):
            state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    assert state["outcome"] == "defeat" and state["tally"].get("sacrificed")
    assert 2 in state["rooms"], "through the doors they opened"


def test_a_custom_carry_names_an_escort_of_the_scenario():
    escort = {"kind": "escort", "name": "Captive", "hp": 1, "initiative": 99, "only_heal": True, "hex": [2, 2]}
    rule = {"type": "carry", "monsters": ["bandit-guard"], "figure": "Captive", "toward": [[0, 0]], "altar": [[1, 1]]}
    fine = arena()
    fine["rules"]["figures"], fine["rules"]["setup"] = [escort], [rule]
    fine["rules"]["loss"] = [{"type": "sacrificed"}]
    GAME.setup(options(fine), seed=1)
    assert custom.is_custom(options(fine))
    broken = arena()
    broken["rules"]["figures"], broken["rules"]["setup"] = [escort], [dict(rule, figure="Nobody")]
    _refused(broken, "rules.setup[0].figure: an escort of rules.figures")
    broken["rules"]["setup"] = [dict(rule, altar=[[40, 40]])]
    _refused(broken, "a hex that is not on the map")


def test_the_cultists_stat_card_alone_keeps_them_from_being_pushed(monkeypatch):
    """Cultist (78)'s stat card: "Immune to Push, Immune to Pull", read without the scenario's
    immovable rule."""
    from rules.gloomhaven import special_rules

    state = _pit()
    monkeypatch.setattr(special_rules, "immovable", lambda state: set())
    one = ("monster", _carriers(state)[0])
    assert not selectors.movable(state, one, "push") and not selectors.movable(state, one, "pull")
    other = next(i for i, m in enumerate(first_character_turn(78)["monsters"]) if m["type"] == "bandit-guard")
    assert selectors.movable(first_character_turn(78), ("monster", other), "push")
