"""A character's turn in Black Barrow: card halves, move, attack, damage, rest, end of round.

Each test plays the scenario to the Brute's first turn (Brute leads Provoking Roar, 10;
Spellweaver Reviving Ether, 80) and then sets the board up by hand where it needs to."""

import pytest

from rules.core import IllegalAction, decisions
from rules.gloomhaven import GAME, content
from rules.gloomhaven import setup as gsetup

TWO = {
    "scenario": 1,
    "characters": [{"class": "brute", "level": 1, "seat": 0}, {"class": "spellweaver", "level": 1, "seat": 1}],
}
BRUTE = {"player": 0, "character": 0}


def answer_first(state, until):
    while decisions.top(state["decisions"])["kind"] != until:
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    return state


@pytest.fixture
def turn():
    """The Brute's turn: Provoking Roar (4) leading, Overwhelming Assault (5)."""
    state = answer_first(GAME.setup(TWO, seed=5), "select_cards")
    state, _ = GAME.apply(state, {"type": "select_cards", **BRUTE, "cards": [4, 5]})
    state, _ = GAME.apply(state, {"type": "select_cards", "player": 1, "character": 1, "cards": [63, 68]})
    assert decisions.top(state["decisions"]) == {"kind": "character_turn", "seat": 0, "character": 0}
    assert state["characters"][0]["hex"] == [1, 4]
    return state


def play(state, action):
    return GAME.apply(state, {**BRUTE, **action})


def kinds(listed):
    return {a["type"] for a in listed}


def test_the_top_of_one_card_and_the_bottom_of_the_other(turn):
    # "he or she will perform the top action of one of the two ability cards played and the
    # bottom action of the other ... Either card can be played first"
    halves = {(a["card"], a["half"]) for a in GAME.legal_actions(turn)}
    assert halves == {(4, "top"), (4, "bottom"), (5, "top"), (5, "bottom")}
    state, _ = play(turn, {"type": "play_half", "card": 4, "half": "bottom", "basic": True})  # Move 2
    state, _ = play(state, {"type": "stop"})
    assert {(a["card"], a["half"]) for a in GAME.legal_actions(state)} == {(5, "top")}


def test_a_basic_action_is_always_discarded(turn):
    # "Players can also use any card ... as an 'Attack 2' action on the top half or a 'Move 2'
    # action on the bottom. If a card is used this way, it is always discarded." Overwhelming
    # Assault's top would be lost.
    state, _ = play(turn, {"type": "play_half", "card": 5, "half": "top", "basic": True})
    assert kinds(GAME.legal_actions(state)) == {"play_half"}  # no enemy in reach: Attack 2 is skipped
    assert 5 in state["characters"][0]["discard"] and 5 not in state["characters"][0]["lost"]


def test_move_steps_cost_and_where_a_move_may_end(turn):
    # "Figures can move through allies, but cannot move through enemies or obstacles ... A
    # figure cannot end its movement in the same hex as another figure."
    state = turn
    state["monsters"][0]["hex"] = [2, 3]  # an enemy beside the Brute
    state, _ = play(state, {"type": "play_half", "card": 4, "half": "bottom", "basic": True})
    steps = [a["hex"] for a in GAME.legal_actions(state) if a["type"] == "step"]
    assert [2, 3] not in steps and [1, 5] in steps  # the enemy blocks; the ally can be passed
    state, _ = play(state, {"type": "step", "hex": [1, 5]})
    assert {"type": "stop", **BRUTE} not in GAME.legal_actions(state)  # the Spellweaver stands there
    with pytest.raises(IllegalAction) as err:
        play(state, {"type": "stop"})
    assert err.value.code == "invalid_stop"
    state, events = play(state, {"type": "step", "hex": [1, 6]})
    state, events = play(state, {"type": "stop"})
    assert state["characters"][0]["hex"] == [1, 6]


def test_difficult_terrain_costs_two(turn):
    state = turn
    state["overlays"].append({"type": "difficult", "hex": [2, 4]})
    state, _ = play(state, {"type": "play_half", "card": 4, "half": "bottom", "basic": True})  # Move 2
    state, _ = play(state, {"type": "step", "hex": [2, 4]})
    assert state["decisions"][-1]["left"] == 0
    assert [a["type"] for a in GAME.legal_actions(state)] == ["stop"]


def test_a_trap_springs_and_the_damage_may_be_negated_by_a_card(turn):
    # A trap deals the scenario's trap damage (2 + level = 3). "Perdere Carte – ... lose 1
    # card from the hand, or 2 cards from the discards, negating all the damage".
    state = turn
    state["overlays"].append({"type": "trap", "kind": "spike", "hex": [2, 4]})
    state, _ = play(state, {"type": "play_half", "card": 4, "half": "bottom", "basic": True})
    state, events = play(state, {"type": "step", "hex": [2, 4]})
    assert "trap_sprung" in [e["type"] for e in events]
    assert not [o for o in state["overlays"] if o["type"] == "trap" and o["hex"] == [2, 4]]
    frame = decisions.top(state["decisions"])
    assert frame["kind"] == "negate_damage" and frame["amount"] == 3
    listed = GAME.legal_actions(state)
    assert {"type": "suffer", **BRUTE} in listed
    assert all(a["card"] not in (4, 5) for a in listed if a["type"] == "lose_hand_card")  # cards in play
    hand = state["characters"][0]["hand"]
    negated, _ = play(state, {"type": "lose_hand_card", "card": hand[0]})
    assert negated["characters"][0]["hp"] == 10 and hand[0] in negated["characters"][0]["lost"]
    hurt, _ = play(state, {"type": "suffer"})
    assert hurt["characters"][0]["hp"] == 7
    assert decisions.top(hurt["decisions"])["kind"] == "move"  # the move goes on


def test_an_attack_adds_the_modifier_and_poison_and_takes_off_shield(turn):
    # Round summary, "Attacco": base + attacker's bonuses (poison on the target +1) + one
    # modifier card + defender's shield. Elite bandit guard level 1: 9 HP, shield 1.
    state = turn
    elite = next(i for i, m in enumerate(state["monsters"]) if m["elite"])
    state["monsters"][elite]["hex"] = [2, 3]
    state["monsters"][elite]["conditions"] = ["poison"]
    deck = state["characters"][0]["modifiers"]["draw"]
    deck.remove("plus1")
    deck.insert(0, "plus1")  # the next card the Brute draws
    state, _ = play(state, {"type": "play_half", "card": 4, "half": "top", "basic": False})  # Attack 2, disarm
    assert GAME.legal_actions(state) == [{"type": "target", **BRUTE, "hex": [2, 3]}, {"type": "end_targets", **BRUTE}]
    state, events = play(state, {"type": "target", "hex": [2, 3]})
    hit = next(e for e in events if e["type"] == "attacked")
    assert hit["drawn"] == ["plus1"] and hit["damage"] == 2 + 1 + 1 - 1
    assert state["monsters"][elite]["hp"] == 9 - 3
    assert "disarm" in state["monsters"][elite]["conditions"]


def test_a_slain_monster_drops_a_coin_that_is_looted_at_the_end_of_the_turn(turn):
    # "Se un Mostro non generato o evocato muore, mettete 1 Denaro nell'esagono"; "Ogni
    # personaggio alla fine del proprio turno, DEVE saccheggiare ... nel suo stesso esagono".
    state = turn
    normal = next(i for i, m in enumerate(state["monsters"]) if not m["elite"])
    state["monsters"][normal].update(hex=[2, 3], hp=1)
    state, _ = play(state, {"type": "play_half", "card": 5, "half": "top", "basic": False})  # Attack 6
    state, events = play(state, {"type": "target", "hex": [2, 3]})
    assert "monster_killed" in [e["type"] for e in events]
    assert {"type": "coin", "hex": [2, 3], "amount": 1} in state["overlays"]
    assert 5 in state["characters"][0]["lost"]  # Overwhelming Assault's top is a loss
    state, _ = play(state, {"type": "play_half", "card": 4, "half": "bottom", "basic": True})  # Move 2
    state, _ = play(state, {"type": "step", "hex": [2, 3]})
    state, events = play(state, {"type": "stop"})
    assert state["characters"][0]["coins"] == 1
    assert "looted" in [e["type"] for e in events]


def test_a_long_rest(turn):
    # "Riposo Lungo – ... initiative 99, ... must choose one card of the discards and put it in
    # the lost pile, take the rest into the hand, may heal 2 damage on itself"
    state = turn
    brute = state["characters"][0]
    frame = {"kind": "long_rest_turn", "seat": 0, "character": 0}
    brute.update(hp=5, discard=[1, 2, 3], played={"rest": True}, in_play=[])
    brute["hand"] = [c for c in brute["hand"] if c not in (1, 2, 3)] + [4, 5]
    state["decisions"][-1] = frame
    state["turn"]["character"] = 0
    listed = GAME.legal_actions(state)
    assert {(a["card"], a["heal"]) for a in listed} == {(c, h) for c in (1, 2, 3) for h in (True, False)}
    state, _ = play(state, {"type": "rest", "card": 2, "heal": True})
    brute = state["characters"][0]
    assert brute["lost"] == [2] and brute["discard"] == [] and {1, 3} <= set(brute["hand"]) and brute["hp"] == 7


def test_the_round_ends_with_elements_waning(turn):
    # "Alla fine di ogni round tutti gli elementi ... si spostano da Forte a Debole oppure da
    # Debole a Inerte."
    state = turn
    state["elements"].update(fire=2, ice=1)
    for _ in range(200):
        if state["round"] == 2:
            break
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    assert state["round"] == 2
    assert state["elements"]["fire"] == 1 and state["elements"]["ice"] == 0


def finish_round(state):
    """Answer every decision with its first listed action until a new round or the end; the
    state and the last action's events."""
    start, events = state["round"], []
    for _ in range(300):
        if state["phase"] == "over" or state["round"] > start:
            return state, events
        state, events = GAME.apply(state, GAME.legal_actions(state)[0])
    raise AssertionError("the round does not end")


def test_victory_when_every_room_is_revealed_and_no_monster_is_left(turn):
    # Black Barrow's goal, "kill all enemies"; "once the conditions are met, finish the round";
    # on success "bonus experience 4 + scenario level × 2" and coins become gold.
    state = turn
    state["rooms"] = [0, 1, 2]
    state["monsters"] = []
    state["characters"][1]["coins"] = 3
    state, events = finish_round(state)
    ended = next(e for e in events if e["type"] == "scenario_ended")
    assert GAME.status(state) == {
        "phase": "over",
        "terminal": True,
        "scores": [r["xp"] for r in ended["rewards"]],  # a seat's score: its characters' XP
        "winners": [0, 1],
        "outcome": "victory",
        "awaiting": [],
    }
    assert ended["rewards"][1]["gold"] == 3 * 2 and ended["rewards"][0]["xp"] >= 6


def test_no_victory_while_a_room_is_hidden(turn):
    state = turn
    state["monsters"] = []
    state, _ = finish_round(state)
    assert state["phase"] != "over" and state["round"] == 2


def test_defeat_when_every_character_is_exhausted(turn):
    # "Sfinimento": a character who can neither play two cards nor rest at the start of a
    # round is exhausted; the scenario is lost when every character is.
    state = turn
    state["decisions"], state["turn"], state["acting"], state["order"] = [], None, False, []
    for character in state["characters"]:
        character["lost"] += character["hand"] + character["in_play"]
        character["hand"], character["in_play"] = [], []
        assert len(character["discard"]) < 2
    events = []
    gsetup.start_round(state, events)
    assert [e["type"] for e in events] == ["exhausted", "exhausted", "scenario_ended"]
    assert GAME.status(state)["outcome"] == "defeat" and GAME.status(state)["winners"] == []


def test_opening_a_door_reveals_the_room_mid_turn(turn):
    # "During any part of a character's movement, if they enter a tile with a closed door ...
    # reveal the adjacent room ... standee numbers ... randomized ... any present monster types
    # without an action card should have one drawn for them now. Once the revealing
    # character's turn ends, ... any monster type that has a lower initiative value than the
    # revealing character ... must immediately act out their turn."
    state = turn
    guard = next(m for m in state["monsters"] if m["hex"] == [-1, 2])
    guard["hex"] = [2, 1]
    state["characters"][0]["hex"] = [-1, 2]  # beside the stone door (-2, 3) to G1b
    state["characters"][0]["played"]["cards"] = [5, 4]  # as if he led Overwhelming Assault, 61
    state, _ = play(state, {"type": "play_half", "card": 4, "half": "bottom", "basic": True})
    assert {"type": "step", **BRUTE, "hex": [-2, 3]} in GAME.legal_actions(state)
    state, events = play(state, {"type": "step", "hex": [-2, 3]})
    opened = next(e for e in events if e["type"] == "door_opened")
    assert opened["rooms"] == [1] and state["rooms"] == [0, 1]
    new = [m for m in state["monsters"] if m["type"] in opened["new_monsters"]]
    assert new and all(m["standee"] is not None for m in new)
    assert {o["type"] for o in state["overlays"] if o["hex"][0] < -2} >= {"trap"}  # G1b's spike traps
    for kind in opened["new_monsters"]:
        assert state["monster_decks"][content.monsters()[kind]["deck"]]["shown"] is not None
    assert decisions.top(state["decisions"])["kind"] == "move"  # the move goes on
    state, _ = play(state, {"type": "stop"})
    initiative = {
        kind: next(
            c["initiative"]
            for c in content.monster_decks()[content.monsters()[kind]["deck"]]
            if c["id"] == state["monster_decks"][content.monsters()[kind]["deck"]]["shown"]
        )
        for kind in opened["new_monsters"]
    }
    state, events = play(state, {"type": "play_half", "card": 5, "half": "top", "basic": True})
    while decisions.top(state["decisions"])["kind"] == "attack_targets":
        state, more = play(state, {"type": "end_targets"})
        events += more
    kinds = [e.get("monster") if e["type"] == "monsters_turn" else e["type"] for e in events]
    after = kinds[kinds.index("turn_ended") + 1 :]
    faster = sorted((i, k) for k, i in initiative.items() if i < 61)
    assert faster, "the test needs a new monster type faster than the Brute"
    assert [k for k in after if k in initiative][: len(faster)] == [k for _, k in faster]
