"""#76 Harrower Hive (GG's notes on the scenario book, p. 96-97): "Each character discards
three ability cards at the start of the scenario"; "Walls (a): C+(L/2) HP each, rounded up
... character summons attack walls only when directly controlled by a character"; "When a
wall is destroyed, the room or rooms on its other side are revealed ... all enemies adjacent
to it gain STUN"."""

from rules.core import decisions
from rules.gloomhaven import GAME, damage, formulas, objectives, rooms
from rules.gloomhaven.board import Map

from .scenario_turns import PAIR, first_character_turn


def test_each_character_discards_three_cards_of_its_choice_before_the_first_round():
    state = GAME.setup({"scenario": 76, "characters": PAIR, "randomness": "seeded"}, seed=3)
    while decisions.top(state["decisions"])["kind"] != "discard_card":
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    discarded = {0: [], 1: []}
    while decisions.top(state["decisions"])["kind"] == "discard_card":
        frame = decisions.top(state["decisions"])
        hand = state["characters"][frame["character"]]["hand"]
        actions = GAME.legal_actions(state)
        assert sorted(a["card"] for a in actions) == sorted(hand), "any card of the hand"
        state, events = GAME.apply(state, actions[-1])
        discarded[frame["character"]].append(actions[-1]["card"])
        assert events[0] == {"type": "card_discarded", "character": frame["character"], "card": actions[-1]["card"]}
    assert [len(v) for v in discarded.values()] == [3, 3]
    for i, character in enumerate(state["characters"]):
        assert character["discard"] == sorted(discarded[i])
        assert not set(discarded[i]) & set(character["hand"])
    assert decisions.top(state["decisions"])["kind"] == "select_cards"
    GAME.check_state(state)


def test_a_walls_hit_points_round_up():
    state = first_character_turn(76)
    level, characters = state["levels"]["scenario"], len(state["characters"])
    assert level % 2 == 1, "an odd level: the half rounds"
    wall = state["objectives"][0]
    assert wall["max_hp"] == characters + (level + 1) // 2
    assert formulas.evaluate("C+(L/2)", characters, level) == characters + level // 2, "down by default"


def test_a_wall_destroyed_opens_the_way_and_stuns_the_enemies_beside_it():
    state = first_character_turn(76)
    index = next(i for i, o in enumerate(state["objectives"]) if o["name"] == "Wall 1")
    wall = state["objectives"][index]
    hidden = set(rooms.closed_doors(state).get(tuple(wall["hex"]), []))
    assert hidden, "a wall hides the room behind it"
    events = []
    damage.suffer(state, ("objective", index), 99, events, source="ability")
    assert hidden <= set(state["rooms"])
    assert state["tally"]["destroyed"] == ["Wall 1"]
    stunned = [e for e in events if e["type"] == "conditions_added" and e["conditions"] == ["stun"]]
    near = set(Map(state).neighbours(tuple(wall["hex"])))
    beside = [i for i, m in enumerate(state["monsters"]) if tuple(m["hex"]) in near]
    assert beside, "the revealed room's monsters beside the wall"
    assert [e["figure"] for e in stunned] == [["monster", i] for i in beside]
    assert all("stun" in state["monsters"][i]["conditions"] for i in beside)


def test_summons_leave_the_walls_alone_unless_controlled():
    state = first_character_turn(76)
    assert not objectives.summons_attack(state, ("objective", 0))
    assert objectives.summons_attack(state, ("character", 0))
