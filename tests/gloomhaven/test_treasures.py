"""Treasure tiles (``rules/gloomhaven/treasures.py``) and the scenario's rewards.

Round summary, "Saccheggio": "every character at the end of its own turn MUST loot the money
or treasures in its own hex"; the Treasure Index gives the looting character its reward;
"Completare uno scenario": experience, money tokens turned into gold, bonus experience on a
success. The treasure contents below are written from the Treasure Index, not read from
``data/agpl/treasures.json``."""

import pytest

from rules.core import InvalidState, decisions
from rules.gloomhaven import GAME, goals, setup, treasures
from tests.gloomhaven.monster_states import of

ME = {"player": 0, "character": 0}

#: A sample of the Treasure Index: number -> reward.
INDEX = {
    4: {"gold": 15},
    7: {"random_scenario": True},  # Black Barrow's chest
    8: {"checkmarks": 1},  # a battle-goal checkmark
    10: {"xp": 10},
    13: {"damage": 5, "conditions": ["poison", "wound"]},  # a trapped chest
    36: {"item_design": 96},  # Rocket Boots' design
    50: {"items": [101]},  # Second Skin (Scenario 6)
    62: {"items": [110, 115]},  # Helm of the Mountain and Mountain Hammer (Scenario 82)
}


@pytest.mark.parametrize("number", sorted(INDEX))
def test_the_treasure_index(number):
    assert treasures.table()[number] == INDEX[number]


def test_every_item_a_treasure_gives_is_known():
    from rules.gloomhaven import items

    given = [n for reward in treasures.table().values() for n in reward.get("items", [])]
    assert given and all(n in items.table() for n in given)


# --- looting through the engine ---------------------------------------------------------------
def first_turn():
    options = {
        "scenario": 1,
        "characters": [{"class": "brute", "level": 1, "seat": 0}, {"class": "spellweaver", "level": 1, "seat": 1}],
    }
    state = GAME.setup(options, seed=5)
    while True:
        frame = decisions.top(state["decisions"])
        if frame["kind"] == "character_turn" and frame["character"] == 0:
            return state
        if frame["kind"] == "select_cards" and frame["picks"][0] is None:
            action = {"type": "select_cards", **ME, "cards": [1, 2]}
        elif frame["kind"] == "select_cards":
            action = {"type": "select_cards", "player": 1, "character": 1, "cards": [68, 63]}
        else:
            action = GAME.legal_actions(state)[0]
        state, _ = GAME.apply(state, action)


def play(state, **action):
    return GAME.apply(state, {**ME, **action})


def end_turn_on(treasure):
    """The Brute, alone with no enemy in reach, ends its turn on treasure tile ``treasure``."""
    state = first_turn()
    state["monsters"] = []
    state["characters"][0]["hex"], state["characters"][1]["hex"] = [1, 4], [1, 6]
    state["characters"][0]["hp"] = state["characters"][0]["max_hp"]
    state["overlays"] = [o for o in state["overlays"] if o["type"] != "treasure"]
    state["overlays"].append({"type": "treasure", "hex": [1, 4], "id": treasure})
    events = []
    for half in ("bottom", "top"):
        state, more = play(state, type="play_half", card=state["characters"][0]["in_play"][0], half=half, basic=True)
        events += more
        if decisions.top(state["decisions"])["kind"] == "move":
            state, more = play(state, type="stop")
            events += more
    return state, events


def test_a_gold_treasure_is_the_looters_gold_at_the_end():
    state, events = end_turn_on("4")
    assert of(events, "treasure_looted") == [
        {"type": "treasure_looted", "character": 0, "treasure": 4, "reward": {"gold": 15}}
    ]
    assert state["characters"][0]["treasures"] == [4]
    assert not [o for o in state["overlays"] if o["type"] == "treasure"]
    brute, weaver = setup.rewards(state)
    assert brute["gold"] == 15 + state["characters"][0]["coins"] * 2 and weaver["gold"] == 0


def test_an_experience_treasure_adds_to_the_experience_at_once():
    state, _ = end_turn_on("10")
    assert state["characters"][0]["xp"] == 10
    assert setup.rewards(state)[0]["xp"] == 10


def test_a_trapped_chest_deals_damage_and_conditions():
    # Treasure 13: "suffer 5 damage, gain POISON and WOUND" (the damage may be negated).
    state, events = end_turn_on("13")
    assert {"type": "conditions_added", "figure": ["character", 0], "conditions": ["poison", "wound"]} in events
    frame = decisions.top(state["decisions"])
    assert frame["kind"] == "negate_damage" and frame["amount"] == 5 and frame["source"] == "treasure"
    hp = state["characters"][0]["hp"]
    state, _ = GAME.apply(state, {"type": "suffer", **ME})
    assert state["characters"][0]["hp"] == hp - 5


def test_item_and_checkmark_treasures_are_listed_in_the_rewards():
    state, _ = end_turn_on("62")
    assert setup.rewards(state)[0]["items"] == [110, 115]
    state, _ = end_turn_on("8")
    assert setup.rewards(state)[0]["checkmarks"] == 1
    state, _ = end_turn_on("7")
    assert setup.rewards(state)[0]["unlocked"] == ["random_scenario"]


def test_a_goal_treasure_gives_nothing_from_the_index(monkeypatch):
    monkeypatch.setattr(goals, "goal_tiles", lambda state: 1)  # Black Barrow given one "goal" tile
    state, events = end_turn_on("goal")
    assert of(events, "looted") and not of(events, "treasure_looted")
    assert "treasures" not in state["characters"][0]


def test_the_final_rewards_without_treasures():
    state = first_turn()
    state["characters"][0]["coins"] = 3
    brute, _ = setup.rewards(state)
    assert brute == {"xp": 0, "gold": 6, "items": [], "checkmarks": 0, "unlocked": []}


def test_the_scenario_ended_event_with_treasures_validates():
    state, _ = end_turn_on("62")
    state["outcome"] = "victory"
    event = {"type": "scenario_ended", "outcome": "victory", "rewards": setup.rewards(state)}
    assert event["rewards"][0]["xp"] == 6  # bonus 4 + 2 x level 1
    assert GAME.schemas.errors(GAME.schemas.events["scenario_ended"], event) == []


# --- untrusted states ------------------------------------------------------------------------
def test_a_treasure_looted_twice_or_still_on_the_map_is_refused():
    state, _ = end_turn_on("4")
    state["characters"][1]["treasures"] = [4]
    with pytest.raises(InvalidState):
        GAME.check_state(state)
    state, _ = end_turn_on("4")
    state["overlays"].append({"type": "treasure", "hex": [0, 4], "id": "4"})
    with pytest.raises(InvalidState):
        GAME.check_state(state)
