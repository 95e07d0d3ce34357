"""#52 Noxious Cellar (GG's notes on the scenario book, p. 68–69): "All characters must loot one
treasure tile"; "Lose: Any character becomes exhausted before they have looted a treasure
tile"; "Characters may only start in sections of the center room that contain monsters"; "The
obstacles in the center room cannot be destroyed or moved through in any way, and they also
block line of sight for ranged abilities"; "The treasure tiles can only be looted with a Loot
action, or by a character adjacent to a treasure tile forgoing a bottom action (discarding one
card instead)". The center room is M1a (room 0); its obstacles cut it into four sections, each
with one starting hex."""

import pytest

from rules.core import IllegalAction
from rules.gloomhaven import GAME, goals, obstacles, rooms, scenario_rules, special_rules
from rules.gloomhaven.board import Map

from .scenario_turns import PAIR, first_character_turn

THREE = [*PAIR, {"class": "tinkerer", "level": 1, "seat": 2}]
FOUR = [*THREE, {"class": "scoundrel", "level": 1, "seat": 3}]
CROSS = [(2, 0), (2, 1), (2, 2), (0, 3), (1, 3), (2, 3), (3, 3), (0, 4), (0, 5), (0, 6)]
STARTS = {(1, 2): "top left", (3, 2): "top right", (-1, 4): "bottom left", (1, 4): "bottom right"}


def _placing(characters):
    state = GAME.setup({"scenario": 52, "characters": characters, "randomness": "seeded"}, seed=3)
    while state["decisions"][-1]["kind"] != "place_character":
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    return state


@pytest.mark.parametrize("characters", [PAIR, THREE, FOUR])
def test_characters_start_only_in_the_sections_that_hold_monsters(characters):
    state = _placing(characters)
    offered = {tuple(a["hex"]) for a in GAME.legal_actions(state) if a["type"] == "place_character"}
    assert len(offered) == len(characters), "one section with monsters per character"
    assert offered <= set(STARTS)
    for h in offered:  # the section of each offered hex holds a monster
        section = _section(state, h)
        assert any(tuple(m["hex"]) in section for m in state["monsters"])
    for h in set(STARTS) - offered:
        assert not any(tuple(m["hex"]) in _section(state, h) for m in state["monsters"])


def _section(state, start):
    """The hexes joined to ``start`` inside the center room, around its obstacles."""
    game_map = Map(state)
    room = set(next(r for r in game_map.scenario.rooms if r.id == 0).hexes)
    found, frontier = {start}, [start]
    while frontier:
        h = frontier.pop()
        for n in game_map.neighbours(h):
            if n in room and n not in found and not game_map.has(n, "obstacle"):
                found.add(n)
                frontier.append(n)
    return found


def test_the_center_rooms_obstacles_are_walls_that_nothing_passes_nor_sees_through():
    state = first_character_turn(52)
    game_map = Map(state)
    assert set(CROSS) <= scenario_rules.opaque(state)
    for h in CROSS:
        assert game_map.neighbours(h) == [], "no figure enters it, jumping or flying"
        assert not obstacles.destructible(state, game_map, h)
    assert not game_map.sees((1, 2), (3, 2)), "top left to top right: the cross between"
    assert game_map.sees((1, 2), (1, 1)), "within a section"


def test_without_the_rule_the_same_obstacles_would_let_sight_through(monkeypatch):
    state = first_character_turn(52)
    monkeypatch.setattr(scenario_rules, "opaque", lambda state: set())
    assert Map(state).sees((1, 2), (3, 2))


def _beside_a_tile(state):
    me = state["turn"]["character"]
    tile = next(o["hex"] for o in state["overlays"] if o["type"] == "treasure" and o.get("id") == "goal")
    beside = next(n for n in Map(state).neighbours(tuple(tile)) if n not in Map(state).figures)
    state["characters"][me]["hex"] = list(beside)
    return me, tile


def test_a_character_beside_a_treasure_tile_loots_it_by_giving_up_a_bottom_action():
    state = first_character_turn(52)
    rooms.reveal(state, [1, 2, 3, 4], [])
    assert rooms.fill_in(state, [])
    me, tile = _beside_a_tile(state)
    listed = [a for a in GAME.legal_actions(state) if a["type"] == "loot_beside"]
    assert listed and all(a["hex"] == tile for a in listed)
    state, events = GAME.apply(state, listed[0])
    assert {
        "type": "half_played",
        "character": me,
        "card": listed[0]["card"],
        "half": "bottom",
        "basic": True,
    } in events
    assert any(e["type"] == "looted" and e["hex"] == tile for e in events)
    assert goals.goal_tiles_looted_by(state, me) == 1
    GAME.check_state(state)


def test_a_tile_out_of_reach_cannot_be_looted_so():
    state = first_character_turn(52)
    me = state["turn"]["character"]
    assert not [a for a in GAME.legal_actions(state) if a["type"] == "loot_beside"]
    card = state["characters"][me]["in_play"][0]
    seat = state["characters"][me]["seat"]
    with pytest.raises(IllegalAction):
        GAME.apply(state, {"type": "loot_beside", "player": seat, "character": me, "card": card, "hex": [9, 9]})
    assert special_rules.looted_by_bottom_action(state) == {"goal"}


def _fresh():
    """Round 1 of #52, no one exhausted yet (the monsters beside the characters may have
    exhausted one already: forgotten here)."""
    state = first_character_turn(52)
    state["tally"].pop("exhausted", None)
    return state


def test_a_character_exhausted_before_looting_a_tile_itself_loses_the_scenario():
    state = _fresh()
    goals.note_exhausted(state, 0)
    assert state["tally"]["exhausted"] == [0]
    assert goals.outcome(state) == "defeat"


def test_a_character_exhausted_after_looting_one_does_not():
    state = _fresh()
    state["tally"]["looted"], state["tally"]["goal_looters"] = ["goal"], [0]
    goals.note_exhausted(state, 0)
    assert "exhausted" not in state["tally"]
    assert goals.outcome(state) is None
