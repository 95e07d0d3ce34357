"""#79 Lost Temple (GG's notes on the scenario book, p. 100-101): "Fish ... acts on initiative
99 every round: moves back onto his starting hex if he has been moved off it, then performs
"Attack 3" targeting all enemies adjacent to him"; "Door 1 is locked; it opens when all Stone
Golems are killed"; "Stone Golems cannot act and cannot be affected by any abilities until
every pressure plate in play is occupied simultaneously at the end of a turn. When that
happens, draw a monster ability card for them as if they had just been revealed"."""

from rules.gloomhaven import GAME, damage, engine, escorts, rule_events, scenario_rules
from rules.gloomhaven.board import Map, key

from .scenario_turns import first_character_turn

FISH, PLATES_2, DOOR_1 = (2, 1), [(-4, 0), (9, 0)], (5, -4)  # plate a under Fish, the others for 2 characters


def test_the_stone_golems_sleep_until_every_plate_is_taken_at_a_turns_end():
    state = first_character_turn(79)
    assert "stone-golem" in scenario_rules.inactive_types(state)
    golem = next(key(m["hex"]) for m in state["monsters"] if m["type"] == "stone-golem")
    assert golem in Map(state).inert, "no ability reaches them"
    me, other = state["turn"]["character"], 1 - state["turn"]["character"]
    state["characters"][other]["hex"] = list(PLATES_2[0])
    state["characters"][me]["hex"] = [PLATES_2[1][0] - 1, PLATES_2[1][1]]  # beside the last plate
    rule_events.at_turn_end(state, me, [])
    assert "all_plates" not in state["tally"]
    state["characters"][me]["hex"] = list(PLATES_2[1])
    rule_events.at_turn_end(state, me, [])
    assert state["tally"]["all_plates"], "Fish holds plate a"
    assert "stone-golem" not in scenario_rules.inactive_types(state)
    assert "stone-golem" in state["turn"]["revealed"], "they act this round, as if just revealed"
    assert state["monster_decks"]["stone-golem"]["shown"] is not None
    GAME.check_state(state)


def test_door_1_opens_as_the_last_stone_golem_dies():
    state = first_character_turn(79)
    state["tally"]["all_plates"] = True
    assert DOOR_1 not in Map(state).cells
    events = []
    while any(m["type"] == "stone-golem" for m in state["monsters"]):
        i = next(i for i, m in enumerate(state["monsters"]) if m["type"] == "stone-golem")
        damage.suffer(state, ("monster", i), 99, events, source="ability")
    assert DOOR_1 in Map(state).cells and 3 in state["rooms"]
    assert any(e["type"] == "door_opened" and e["hex"] == list(DOOR_1) for e in events)
    assert any(m["type"] == "the-betrayer" for m in state["monsters"])


def test_fish_goes_back_to_his_hex_and_strikes_every_enemy_beside_him():
    state = first_character_turn(79)
    state["tally"]["all_plates"] = True
    fish = state["escorts"][0]
    game_map = Map(state)
    fish["hex"] = list(next(h for h in game_map.neighbours(FISH) if h not in game_map.figures))
    golems = [i for i, m in enumerate(state["monsters"]) if m["type"] == "stone-golem"][:2]
    free = [h for h in Map(state).neighbours(FISH) if h not in Map(state).figures]
    for i, h in zip(golems, free, strict=False):
        state["monsters"][i]["hex"] = list(h)
    state["turn"], state["decisions"] = None, []  # the escort's turn, outside the character's
    events = []
    escorts.take_turn(state, "Fish", events)
    assert key(state["escorts"][0]["hex"]) == FISH
    assert state["decisions"][-1]["kind"] == "escort_deck"
    escorts.choose_deck(state, 0)
    engine.resume(state, events)
    struck = [e["target"] for e in events if e["type"] == "attacked" and e["attacker"][0] == "escort"]
    assert sorted(t[1] for t in struck) == sorted(golems), "every enemy beside him, once each"
