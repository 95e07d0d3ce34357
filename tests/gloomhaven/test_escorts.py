"""Escorts that do not act (``objectives.py``) on Ruinous Rift (#27): "Protect Hail (a) for
ten rounds. Lose: Hail is killed. Hail: 4+(2xL) HP; ally, enemy of all monster types;
initiative 99 for monster focus purposes only" (GG's notes on the scenario book, p. 37)."""

import copy

import pytest

from rules.core import InvalidState, decisions
from rules.gloomhaven import GAME, abilities, conditions, damage, goals, monsters, rounds, setup
from rules.gloomhaven.board import Map

HAIL = [1, 3]


def rift(randomness="seeded"):
    """#27 for a Brute and a Spellweaver at the first character turn, no monster left."""
    state = GAME.setup(
        {
            "scenario": 27,
            "characters": [{"class": "brute", "level": 1, "seat": 0}, {"class": "spellweaver", "level": 1, "seat": 1}],
            "randomness": randomness,
        },
        seed=4 if randomness == "seeded" else None,
    )
    while decisions.top(state["decisions"])["kind"] != "character_turn":
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    return state


def test_hail_stands_from_the_start_with_her_hit_points():
    state = rift()
    hp = 4 + 2 * state["levels"]["scenario"]
    assert state["escorts"] == [{"name": "Hail", "hp": hp, "max_hp": hp, "hex": HAIL, "conditions": [], "bonuses": []}]
    assert Map(state).figures[tuple(HAIL)] == ("escort", 0)
    assert all(c["hex"] != HAIL for c in state["characters"])


def test_monsters_focus_on_her_at_initiative_99_and_characters_count_her_an_ally():
    state = rift()
    game_map = Map(state)
    assert tuple(HAIL) in game_map.enemies_of("monster") and tuple(HAIL) not in game_map.enemies_of("character")
    setup.add_monster(state, "night-demon", False, [4, 0])  # where the first demon spawns
    state["monster_turn"] = {"type": "night-demon", "queue": [[4, 0]]}
    asked = monsters.request(state, ("monster", 0), {"type": "move"}, {"type": "attack", "value": 0})
    hail = [f for f in asked["figures"] if f["hex"] == HAIL]
    assert hail == [{"id": "escort0", "side": "character", "hex": HAIL, "initiative": 99}]


def test_a_heal_in_range_may_be_played_on_her():
    state = rift()
    me = state["turn"]["character"]
    assert Map(state).distance(tuple(state["characters"][me]["hex"]), tuple(HAIL)) <= 3
    assert tuple(HAIL) in abilities.heal_targets(state, {"type": "heal", "value": 2, "range": 3})


def test_she_takes_poison_but_no_curse():
    state = rift()
    events = []
    conditions.give(state, ("escort", 0), ["poison", "curse"], events)
    assert state["escorts"][0]["conditions"] == ["poison"]
    GAME.check_state(state)


def test_her_turn_as_the_round_ends_wounds_her_and_ends_her_stun():
    state = rift()
    events = []
    conditions.give(state, ("escort", 0), ["wound", "stun"], events)
    before = state["escorts"][0]["hp"]
    rounds.end_of_round(state, events)
    assert state["escorts"][0]["hp"] == before - 1
    assert state["escorts"][0]["conditions"] == ["wound"]


def test_killed_she_leaves_the_map_and_the_scenario_is_lost_even_in_round_ten():
    state = rift()
    events = []
    damage.suffer(state, ("escort", 0), state["escorts"][0]["hp"], events, source="attack")
    assert state["escorts"] == [] and state["tally"]["died"] == ["Hail"]
    assert {"type": "escort_killed", "name": "Hail", "hex": HAIL} in events
    GAME.check_state(state)
    state["round"] = 10  # "Protect Hail for ten rounds": met, but Hail is dead
    assert goals.outcome(state) == "defeat"


def test_alive_at_the_end_of_round_ten_she_wins_it():
    state = rift()
    state["round"] = 9
    assert goals.outcome(state) is None
    state["round"] = 10
    assert goals.outcome(state) == "victory"


def test_an_edited_escort_is_refused():
    state = rift()
    for edit in (
        lambda s: s["escorts"][0].update(hp=999),
        lambda s: s["escorts"][0].update(hex=[0, 3]),
        lambda s: s["escorts"].append(dict(s["escorts"][0])),
        lambda s: s["tally"].update(died=["Hail"]),
        lambda s: s["tally"].update(died=["Orchid"]),
    ):
        edited = copy.deepcopy(state)
        edit(edited)
        with pytest.raises(InvalidState):
            GAME.check_state(edited)
