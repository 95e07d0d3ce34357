"""#60 Alchemy Lab (GG's notes on the scenario book, p. 77-78): "At the beginning of the
seventh round and of every round after it, all figures suffer 2 damage (scenario effect)";
"Lose: ... Any character becomes exhausted before all treasure tiles are looted"."""

from rules.gloomhaven import GAME, damage, goals, rooms, scenario_rules, special_rules

from .scenario_turns import first_character_turn


def _to_round(number, state=None):
    """#60 played with first legal actions from its first turn, the round count set so that
    round ``number`` starts next."""
    state = state or first_character_turn(60)
    state["round"] = number - 1
    while state["round"] == number - 1:
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    return state


def test_from_round_7_each_character_chooses_how_to_take_2_damage_before_selecting_cards():
    state = _to_round(7)
    assert state["phase"] == "select"
    assert [f["kind"] for f in state["decisions"]] == ["negate_damage", "negate_damage"]
    assert {f["amount"] for f in state["decisions"]} == {2}
    GAME.check_state(state)
    hp = state["characters"][0]["hp"]
    state, events = GAME.apply(state, {"type": "suffer", "player": 0, "character": 0})
    assert state["characters"][0]["hp"] == hp - 2
    assert [f["kind"] for f in state["decisions"]] == ["negate_damage"], "the other still chooses"
    card = state["characters"][1]["hand"][0]
    state, events = GAME.apply(state, {"type": "lose_hand_card", "player": 1, "character": 1, "card": card})
    assert card in state["characters"][1]["lost"]
    assert [f["kind"] for f in state["decisions"]] == ["select_cards"], "then the cards are selected"


def test_before_round_7_no_damage():
    state = _to_round(6)
    assert [f["kind"] for f in state["decisions"]] == ["select_cards"]


def test_monsters_suffer_it_too():
    state = first_character_turn(60)
    rooms.reveal(state, [2], [])  # the Oozes' room
    assert rooms.fill_in(state, [])
    hp = [m["hp"] for m in state["monsters"]]
    rule = scenario_rules.rules(60)["rounds"][0]
    assert (rule["who"], rule["start"], rule["from"]) == ("all_figures", True, 7)
    events = []
    special_rules.ROUNDS["damage"](state, rule, events)
    assert [m["hp"] for m in state["monsters"]] == [h - 2 for h in hp if h > 2]
    assert sum(e["type"] == "damage_suffered" and e["figure"][0] == "monster" for e in events) == len(hp)


def test_a_character_exhausted_before_every_goal_treasure_is_looted_loses_the_scenario():
    state = first_character_turn(60)
    damage.exhaust(state, 1, [])
    assert state["tally"]["exhausted"] == [1]
    assert goals.outcome(state) == "defeat"
    GAME.check_state(state)


def test_once_every_goal_treasure_is_looted_exhaustion_off_the_entrance_still_loses():
    state = first_character_turn(60)
    state["tally"]["looted"] = ["goal"] * goals.goal_tiles(state)
    assert goals.goal_tiles(state) == 4
    state["characters"][1]["hex"] = [-1, 0]  # in the hall, off the entrance
    damage.exhaust(state, 1, [])
    assert "exhausted" not in state["tally"]
    assert goals.outcome(state) == "defeat", "exhausted while not on an entrance hex"
