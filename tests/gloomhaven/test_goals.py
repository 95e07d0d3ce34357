"""Scenario goals, loss conditions and special rules (``goals.py``, ``special_rules.py``,
``scenario_rules.py``), each played from a Black Barrow state with the rule put in place of
Black Barrow's own ("Kill all enemies").

Round summary: "Once the conditions of success or failure are met, finish the round and the
scenario ends" — every goal is decided at the end of a round (``rounds.end_of_round``)."""

import pytest

from rules.core import InvalidOptions, InvalidState, chance, decisions
from rules.gloomhaven import GAME, goals, looting, rooms, rounds, scenario_rules, scenarios
from rules.gloomhaven import setup as gsetup

TWO = {
    "scenario": 1,
    "characters": [{"class": "brute", "level": 1, "seat": 0}, {"class": "spellweaver", "level": 1, "seat": 1}],
}


@pytest.fixture
def rules(monkeypatch):
    """Play Black Barrow under the rules given: ``rules({"goal": [...], ...})``."""

    def use(value):
        monkeypatch.setattr(scenario_rules, "rules_of", lambda state: value)

    return use


def at_the_end_of_round_1(seed=1, **options):
    """A Black Barrow state in round 1 whose turns are all taken: the round can end."""
    state = GAME.setup({**TWO, **options}, seed=None if options.get("randomness") == "table" else seed)
    for _ in range(100):
        top = decisions.top(state["decisions"])
        if top["kind"] == gsetup.SELECT:
            break
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    state["decisions"] = []
    state["phase"], state["order"], state["acting"] = "turns", [], False
    return state


def end_round(state):
    events = []
    rounds.end_of_round(state, events)
    return events


KILL_ALL = {"goal": [{"type": "kill_all"}]}


def test_kill_all_needs_every_room_revealed(rules):
    """Black Barrow, "Kill all enemies": no monster left is not enough while a room is hidden."""
    rules(KILL_ALL)
    state = at_the_end_of_round_1()
    state["monsters"] = []
    assert goals.outcome(state) is None
    state["rooms"] = [r.id for r in scenarios.load(1).rooms]
    assert goals.outcome(state) == "victory"


def test_kill_revealed_ignores_hidden_rooms(rules):
    """Barrow Lair, "Kill the Bandit Commander and all revealed enemies"."""
    rules({"goal": [{"type": "kill_revealed"}]})
    state = at_the_end_of_round_1()
    assert goals.outcome(state) is None
    state["monsters"] = []
    assert goals.outcome(state) == "victory"


def test_kill_named_monsters_needs_them_killed_not_just_absent(rules):
    rules({"goal": [{"type": "kill", "monsters": ["bandit-commander"]}]})
    state = at_the_end_of_round_1()
    state["monsters"] = []
    assert goals.outcome(state) is None, "never met, so never killed"
    state["tally"]["killed"]["bandit-commander"] = 1
    assert goals.outcome(state) == "victory"


def test_kill_a_count_of_named_monsters(rules):
    rules({"goal": [{"type": "kill", "monsters": ["bandit-guard", "bandit-archer"], "count": 3}]})
    state = at_the_end_of_round_1()
    state["tally"]["killed"] = {"bandit-guard": 1, "bandit-archer": 1, "living-bones": 5}
    assert goals.outcome(state) is None
    state["tally"]["killed"]["bandit-archer"] = 2
    assert goals.outcome(state) == "victory"


def test_kill_count_per_character(rules):
    """Inox Encampment: "Kill a number of enemies equal to five times the number of characters"."""
    rules({"goal": [{"type": "kill_count", "per_character": 5}]})
    state = at_the_end_of_round_1()
    state["tally"]["killed"] = {"bandit-guard": 6, "bandit-archer": 3}
    assert goals.outcome(state) is None
    state["tally"]["killed"]["bandit-archer"] = 4
    assert goals.outcome(state) == "victory"


def test_loot_named_treasures_and_a_count(rules):
    rules({"goal": [{"type": "loot", "treasures": ["7"]}]})
    state = at_the_end_of_round_1()
    state["tally"]["looted"] = ["8"]
    assert goals.outcome(state) is None
    state["tally"]["looted"] = ["8", "7"]
    assert goals.outcome(state) == "victory"
    rules({"goal": [{"type": "loot", "count": 3}]})
    assert goals.outcome(state) is None


def test_reach_all_or_any(rules):
    state = at_the_end_of_round_1()
    first, second = (tuple(c["hex"]) for c in state["characters"])
    rules({"goal": [{"type": "reach", "who": "all", "hexes": [list(first)]}]})
    assert goals.outcome(state) is None
    rules({"goal": [{"type": "reach", "who": "any", "hexes": [list(first)]}]})
    assert goals.outcome(state) == "victory"
    rules({"goal": [{"type": "reach", "who": "all", "room": 0}]})
    assert goals.outcome(state) == "victory"
    state["characters"][1]["exhausted"] = True
    rules({"goal": [{"type": "reach", "who": "all", "hexes": [list(first)]}]})
    assert goals.outcome(state) == "victory", "an exhausted character does not count"


def test_survive_and_reveal(rules):
    state = at_the_end_of_round_1()
    rules({"goal": [{"type": "survive", "rounds": 2}]})
    assert goals.outcome(state) is None
    state["round"] = 2
    assert goals.outcome(state) == "victory"
    rules({"goal": [{"type": "reveal", "room": 1}]})
    assert goals.outcome(state) is None
    state["rooms"] = [0, 1]
    assert goals.outcome(state) == "victory"


def test_every_goal_condition_must_hold(rules):
    rules({"goal": [{"type": "kill_revealed"}, {"type": "survive", "rounds": 3}]})
    state = at_the_end_of_round_1()
    state["monsters"] = []
    assert goals.outcome(state) is None
    state["round"] = 3
    assert goals.outcome(state) == "victory"


def test_round_limit_loses_unless_the_goal_is_met(rules):
    """Ruinous Rift: lost at the end of round 10 (the goal met that round still wins)."""
    rules({"goal": [{"type": "kill_revealed"}], "loss": [{"type": "round_limit", "rounds": 1}]})
    state = at_the_end_of_round_1()
    events = end_round(state)
    assert state["outcome"] == "defeat" and events[-1]["type"] == "scenario_ended"
    state = at_the_end_of_round_1()
    state["monsters"] = []
    end_round(state)
    assert state["outcome"] == "victory"


def test_exhaustion_loses_whatever_the_goal(rules):
    rules({"goal": [{"type": "survive", "rounds": 1}]})
    state = at_the_end_of_round_1()
    for c in state["characters"]:
        c["exhausted"] = True
    assert goals.outcome(state) == "defeat"


# --- special rules -----------------------------------------------------------------------------
def test_setup_curses_each_character(rules):
    """Barrow Lair's special rule: each character adds three curse cards to their attack
    modifier deck at the start."""
    rules({**KILL_ALL, "setup": [{"type": "add_modifiers", "card": "curse", "count": 3, "who": "each_character"}]})
    state = GAME.setup(TWO, seed=3)
    for character in state["characters"]:
        assert character["modifiers"]["draw"].count("curse") == 3
        assert len(character["modifiers"]["draw"]) == 23
    assert "curse" not in state["monster_modifiers"]["draw"]


def test_level_adjust_raises_one_type_only(rules):
    """Outer Ritual Chamber: "Living Corpse: +2 levels" (here on Black Barrow's bandit guards)."""
    plain = GAME.setup(TWO, seed=3)
    rules({**KILL_ALL, "setup": [{"type": "level_adjust", "monster": "bandit-guard", "plus": 2}]})
    raised = GAME.setup(TWO, seed=3)
    level = plain["levels"]["monster"]
    for before, after in zip(plain["monsters"], raised["monsters"], strict=True):
        expected_level = level + 2 if before["type"] == "bandit-guard" else level
        stats = scenario_rules.content.monster_stats(before["type"], expected_level, before["elite"])
        assert after["max_hp"] == stats["hp"]
    assert any(b["max_hp"] != a["max_hp"] for b, a in zip(plain["monsters"], raised["monsters"], strict=True))


def test_elements_at_the_start_of_each_round(rules):
    """Plane of the Night: "Dark strong, Light inert" at the start of every round."""
    rules(
        {
            **KILL_ALL,
            "rounds": [{"type": "elements", "every": 1, "start": True, "strong": ["dark"], "inert": ["light"]}],
        }
    )
    state = at_the_end_of_round_1()
    assert state["elements"]["dark"] == 2, "round 1 started with it"
    state["elements"]["light"] = 2
    events = end_round(state)
    while state["decisions"]:
        state, more = GAME.apply(state, GAME.legal_actions(state)[0])
        events += more
        if state["phase"] == "select":
            break
    assert state["round"] == 2 and state["elements"]["dark"] == 2 and state["elements"]["light"] == 0
    assert {"type": "elements_set", "strong": ["dark"], "inert": ["light"]} in events


def _spawn(hex_, rounds=(1,), ranks=("normal", "elite", "elite")):
    return {
        "type": "spawn",
        "rounds": list(rounds),
        "start": False,
        "monster": "living-bones",
        "ranks": list(ranks),
        "hex": hex_,
    }


def test_spawn_at_the_end_of_a_round_blocks_the_kill_goal(rules):
    """Ruinous Rift: "At the end of round 1, spawn ..."; the new monster is on the map when the
    goal is checked, so killing every enemy before it does not win."""
    state = at_the_end_of_round_1()
    free = [list(h) for h in sorted(scenarios.load(1).open_hexes([0])) if not _taken(state, h)]
    rules({"goal": [{"type": "kill_revealed"}], "rounds": [_spawn(free[0])]})
    state["monsters"] = []
    events = end_round(state)
    assert state["outcome"] is None
    spawned = [e for e in events if e["type"] == "monster_spawned"]
    assert spawned == [{"type": "monster_spawned", "monster": "living-bones", "elite": False, "hex": free[0]}]
    (bones,) = state["monsters"]
    assert bones["standee"] is not None and "living-bones" in state["monster_decks"]
    GAME.check_state(state)


def test_spawn_ranks_follow_the_number_of_characters_and_none_is_absent(rules):
    state = at_the_end_of_round_1()
    free = [list(h) for h in sorted(scenarios.load(1).open_hexes([0])) if not _taken(state, h)]
    rules(
        {
            **KILL_ALL,
            "rounds": [_spawn(free[0], ranks=(None, "elite", "elite")), _spawn(free[1], ranks=("elite", None, None))],
        }
    )
    before = len(state["monsters"])
    end_round(state)
    assert len(state["monsters"]) == before + 1 and state["monsters"][-1]["elite"]


def test_spawn_on_a_taken_hex_takes_the_nearest_empty_hex(rules):
    state = at_the_end_of_round_1()
    taken = state["monsters"][0]["hex"]
    rules({**KILL_ALL, "rounds": [_spawn(taken)]})
    events = end_round(state)
    (spawned,) = [e for e in events if e["type"] == "monster_spawned"]
    assert spawned["hex"] != taken
    game_map = rounds.monsters.Map(state)
    assert game_map.distance(tuple(taken), tuple(spawned["hex"])) == 1


def test_spawn_at_the_table_asks_the_standee_then_goes_on(rules):
    state = at_the_end_of_round_1(randomness="table")
    free = [list(h) for h in sorted(scenarios.load(1).open_hexes([0])) if not _taken(state, h)]
    rules({**KILL_ALL, "rounds": [_spawn(free[0])]})
    end_round(state)
    top = decisions.top(state["decisions"])
    assert state["phase"] == "end" and top["kind"] == gsetup.STANDEE
    GAME.check_state(state)
    actions = GAME.legal_actions(state)
    assert all(a["player"] == chance.CHANCE for a in actions)
    state, _ = GAME.apply(state, actions[-1])
    assert state["monsters"][-1]["standee"] == actions[-1]["outcome"]
    assert decisions.top(state["decisions"])["kind"] in (rounds.SHORT_REST, gsetup.SELECT)


def test_a_rule_outside_the_vocabulary_is_not_playable(monkeypatch):
    entries = {"1": {"goal": [{"type": "escape_the_dragon"}], "complete": True}}
    monkeypatch.setattr(scenario_rules, "_entries", lambda: entries)
    assert any("escape_the_dragon" in p for p in scenario_rules.problems(1))
    assert scenario_rules.problems(2) == ["no rules entry"]
    entries["2"] = {"goal": [{"type": "kill_all"}], "complete": False, "missing": "the altar's rule"}
    assert scenario_rules.problems(2) == ["incomplete: the altar's rule"]


def test_the_goal_functions_cover_the_vocabulary():
    assert set(goals.GOALS) == set(scenario_rules.GOALS)
    assert set(goals.LOSSES) == set(scenario_rules.LOSSES)
    from rules.gloomhaven import special_rules

    assert not set(special_rules.SETUP) & set(special_rules.READ_WHERE_THEY_APPLY)
    assert set(special_rules.SETUP) | set(special_rules.READ_WHERE_THEY_APPLY) == set(scenario_rules.SETUP)
    rounds = [special_rules.ROUNDS, special_rules.ON_EVENTS, special_rules.AS_THE_ROUND_IS_MADE]
    assert sum(len(r) for r in rounds) == len(scenario_rules.ROUNDS)
    assert set().union(*rounds) == set(scenario_rules.ROUNDS)


def test_an_unplayable_scenario_is_refused_at_setup():
    with pytest.raises(InvalidOptions) as caught:
        GAME.setup({**TWO, "scenario": 999}, seed=1)
    assert "scenario" in str(caught.value)


def _taken(state, h):
    return any(tuple(f["hex"]) == tuple(h) for f in state["monsters"] + state["characters"] if f["hex"]) or any(
        tuple(o["hex"]) == tuple(h) for o in state["overlays"]
    )


def test_kill_all_but_the_spared_types(rules):
    rules({"goal": [{"type": "kill_all", "except": ["bandit-archer"]}]})
    state = at_the_end_of_round_1()
    state["rooms"] = [r.id for r in scenarios.load(1).rooms]
    state["monsters"] = [m for m in state["monsters"] if m["type"] == "bandit-archer"] or [
        {**state["monsters"][0], "type": "bandit-archer"}
    ]
    assert goals.outcome(state) == "victory"
    state["monsters"][0]["type"] = "bandit-guard"
    assert goals.outcome(state) is None


def test_kill_count_of_given_types(rules):
    """Scorched Summit-like: "kill 4×C drakes" counts only those types."""
    rules({"goal": [{"type": "kill_count", "per_character": 2, "monsters": ["bandit-archer"]}]})
    state = at_the_end_of_round_1()
    state["tally"]["killed"] = {"bandit-guard": 9, "bandit-archer": 3}
    assert goals.outcome(state) is None
    state["tally"]["killed"]["bandit-archer"] = 4
    assert goals.outcome(state) == "victory"


def test_every_kth_round_from_a_round_after_and_until_an_event(rules):
    """Inox Encampment: "every other round (from round 1) ... until room 6 is revealed"."""
    state = at_the_end_of_round_1()
    free = [list(h) for h in sorted(scenarios.load(1).open_hexes([0])) if not _taken(state, h)]
    spawn = {**_spawn(free[0]), "every": 2, "from": 1, "until": {"type": "room_revealed", "room": 2}}
    del spawn["rounds"]
    rules({**KILL_ALL, "rounds": [spawn]})
    spawned = []
    for round_ in (1, 2, 3):
        state["round"] = round_
        spawned.append(bool([e for e in end_round(state) if e["type"] == "monster_spawned"]))
        state["phase"], state["decisions"], state["outcome"] = "turns", [], None
    assert spawned == [True, False, True]
    state["round"], state["rooms"] = 5, [0, 1, 2]
    assert not [e for e in end_round(state) if e["type"] == "monster_spawned"], "until room 2 is revealed"
    state = at_the_end_of_round_1()
    rules(
        {**KILL_ALL, "rounds": [{**_spawn(free[0]), "after": {"type": "monsters_dead", "monsters": ["bandit-guard"]}}]}
    )
    assert not [e for e in end_round(state) if e["type"] == "monster_spawned"]
    state = at_the_end_of_round_1()
    state["monsters"] = [m for m in state["monsters"] if m["type"] != "bandit-guard"]
    state["tally"]["killed"]["bandit-guard"] = 1
    assert [e for e in end_round(state) if e["type"] == "monster_spawned"]


def test_a_spawn_when_a_room_is_revealed_happens_as_the_door_opens(rules):
    """Forgotten Crypt: "when door 2 is opened, a Cultist spawns at a"."""
    state = at_the_end_of_round_1()
    scenario = scenarios.load(1)
    room1 = sorted(set(scenario.rooms[1].hexes))
    rules(
        {
            **KILL_ALL,
            "rounds": [
                {
                    "type": "spawn",
                    "when": {"type": "room_revealed", "room": 1},
                    "monster": "living-bones",
                    "ranks": ["elite"] * 3,
                    "hex": list(room1[0]),
                }
            ],
        }
    )
    door = next(d for d in scenario.doors if 1 in d.rooms and 0 in d.rooms)
    events = []
    state["turn"] = {"character": 0}
    rooms.open_door(state, door.hex, 0, events)
    kinds = [e["type"] for e in events]
    assert kinds.index("monster_spawned") < kinds.index("door_opened")
    assert any(m["type"] == "living-bones" and m["elite"] for m in state["monsters"])
    assert "living-bones" in state["turn"]["revealed"], "it acts this round like the room's monsters"


def test_each_character_starts_with_a_condition(rules):
    """Ruinous Crypt-like: "all characters start the scenario disarmed"."""
    rules({**KILL_ALL, "setup": [{"type": "condition", "condition": "disarm", "who": "each_character"}]})
    state = GAME.setup(TWO, seed=3)
    assert all(c["conditions"] == ["disarm"] for c in state["characters"])


def test_a_treasure_only_a_loot_ability_picks_up(rules, monkeypatch):
    """Vibrant Grotto: the goal treasure cannot be looted by ending a turn on it."""

    state = at_the_end_of_round_1()
    here = state["characters"][0]["hex"]
    state["overlays"].append({"type": "treasure", "id": "goal", "hex": list(here)})
    rules({**KILL_ALL, "setup": [{"type": "loot_action_only", "treasures": ["goal"]}]})
    looting.loot_hex(state, 0, here, [], end_of_turn=True)
    assert state["tally"]["looted"] == []
    looting.loot_hex(state, 0, here, [])
    assert state["tally"]["looted"] == ["goal"]


def test_monster_corrections_replace_vgb_placements():
    """Inox Encampment, tile B1a: FA and GHS have Inox Shamans where VGB has archers."""
    corrected = scenario_rules.corrected_map(3)
    plain = scenarios.load(3)
    at = {(m.room, m.hex): m.monster for m in corrected.monsters}
    before = {(m.room, m.hex): m.monster for m in plain.monsters}
    assert before[(5, (-3, -10))] == "inox-archer" and at[(5, (-3, -10))] == "inox-shaman"
    state = GAME.setup({**TWO, "scenario": 3}, seed=1)
    assert scenarios.of(state["options"]) is corrected


def test_exhausted_where_it_counts(rules):
    """Icecrag Ascent: every character must reach the exit, and "a character exhausted on it
    counts"; a character exhausted anywhere else loses the scenario."""
    state = at_the_end_of_round_1()
    first, second = (list(c["hex"]) for c in state["characters"])
    rules({"goal": [{"type": "reach", "who": "all", "hexes": [first], "exhausted_on_hex_counts": True}]})
    events = []
    rounds.damage.exhaust(state, 0, events)
    assert state["characters"][0]["exhausted_at"] == first and state["characters"][0]["hex"] is None
    assert goals.outcome(state) is None, "the second character is not there"
    state["characters"][1]["hex"] = first
    assert goals.outcome(state) == "victory"
    GAME.check_state(state)
    rules({"goal": [{"type": "survive", "rounds": 9}], "loss": [{"type": "exhausted_off", "hexes": [second]}]})
    assert goals.outcome(state) == "defeat", "exhausted off the hexes"
    rules({"goal": [{"type": "survive", "rounds": 9}], "loss": [{"type": "exhausted_off", "hexes": [first]}]})
    assert goals.outcome(state) is None


def test_locked_doors_open_as_their_round_starts(rules):
    """Crypt Basement: "the doors a open at the start of round 2": until then no figure enters
    the door hex; then the rooms behind are revealed with their monsters."""
    from rules.gloomhaven.board import Map

    scenario = scenarios.load(1)
    door = next(d for d in scenario.doors if set(d.rooms) == {0, 1})
    rules(
        {
            **KILL_ALL,
            "setup": [
                {"type": "lock_doors", "doors": [list(door.hex)], "opens": {"type": "round", "round": 2, "start": True}}
            ],
        }
    )
    state = at_the_end_of_round_1()
    assert door.hex not in Map(state).cells and door.hex in scenario.open_hexes([0])
    events = end_round(state)
    while state["phase"] != "select":
        state, more = GAME.apply(state, GAME.legal_actions(state)[0])
        events += more
    opened = [e for e in events if e["type"] == "door_opened"]
    assert state["round"] == 2 and opened and opened[0]["hex"] == list(door.hex)
    assert 1 in state["rooms"] and door.hex in Map(state).cells
    assert all(m["standee"] is not None for m in state["monsters"])
    GAME.check_state(state)


def test_scenario_minus_ones_and_curses_and_the_perk_that_ignores_them(rules):
    """Icecrag Ascent: "each character adds two −1 cards" (and Barrow Lair three curses); a
    character with the perk "ignore negative scenario effects" (the Tinkerer's last checkbox,
    number 14) adds none."""
    rules(
        {
            **KILL_ALL,
            "setup": [
                {"type": "add_modifiers", "card": "minus1", "count": 2, "who": "each_character"},
                {"type": "add_modifiers", "card": "curse", "count": 3, "who": "each_character"},
            ],
        }
    )
    tinkerer = {"class": "tinkerer", "level": 1, "seat": 1, "perks": [14]}
    state = GAME.setup({**TWO, "characters": [TWO["characters"][0], tinkerer]}, seed=3)
    brute, ignoring = (c["modifiers"]["draw"] for c in state["characters"])
    assert (brute.count("minus1"), brute.count("curse"), len(brute)) == (7, 3, 25)
    assert (ignoring.count("minus1"), ignoring.count("curse"), len(ignoring)) == (5, 0, 20)
    GAME.check_state(state)
    state["characters"][1]["modifiers"]["draw"].append("minus1")
    with pytest.raises(InvalidState):
        GAME.check_state(state)


def test_every_goal_tile_is_tallied_and_the_goal_wants_them_all():
    """Vibrant Grotto (#7): "Loot all treasure tiles", five marked "Goal". Each tile looted is
    tallied; looting the first no longer counts as looting them all (nor makes the state one
    the check refuses, with the other four still on the map)."""

    state = GAME.setup({**TWO, "scenario": 7}, seed=3)
    sc = scenario_rules.corrected_map(7)
    state["rooms"] = sorted(r.id for r in sc.rooms)
    state["overlays"] = sc.overlays_for(rooms=state["rooms"])
    tiles = [o["hex"] for o in state["overlays"] if o["type"] == "treasure" and o.get("id") == "goal"]
    assert len(tiles) == goals.goal_tiles(state) == 5
    state["monsters"] = []
    for n, h in enumerate(tiles, start=1):
        state["characters"][0]["hex"] = h
        looting.loot_hex(state, 0, h, [])
        assert state["tally"]["looted"].count("goal") == n
        GAME.check_state(state)
        assert goals.looted_every(state, ["goal"]) == (n == 5)
