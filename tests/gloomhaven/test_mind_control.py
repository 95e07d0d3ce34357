"""The Betrayer's "Mind Control" (#79, Special 2; GG's notes on the scenario book, p. 100–101):
"all characters and character summons are forced to move to the closest hex adjacent to the
Betrayer; the character who will play two cards latest in the turn order is mind controlled
for this round (treats enemies as allies and allies as enemies): on their turn they perform
'Move 2' and then the top action of their leading-initiative card, after which both played
cards are discarded even if they would normally be lost" (``mind_control``)."""

from rules.gloomhaven import GAME, bosses, hexes, mind_control
from rules.gloomhaven.board import Map, side

from .test_fear import _betrayed


def _controlled():
    """#79's last room, the Betrayer's Mind Control performed while the first character acts."""
    state = _betrayed()
    events = []
    bosses.perform(state, 0, {"type": "scenario_rule", "rule": "mind_control"}, events)
    return state, events


def _to_victims_turn(state):
    for _ in range(60):
        frame = state["decisions"][-1]
        if frame["kind"] == "character_turn" and state["characters"][frame["character"]].get("mind_controlled"):
            return state, frame["character"]
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    raise AssertionError("the mind-controlled character's turn never came")


def test_everyone_is_drawn_beside_the_betrayer_and_the_last_to_act_is_controlled():
    state, events = _controlled()
    boss = tuple(state["monsters"][0]["hex"])
    assert all(hexes.distance(tuple(c["hex"]), boss) == 1 for c in state["characters"])
    acting = state["turn"]["character"]
    other = 1 - acting  # the other's turn is still to come this round: it plays its two cards last
    assert {"type": "mind_controlled", "character": other} in events
    assert state["characters"][other]["mind_controlled"] is True
    assert not state["characters"][acting].get("mind_controlled")
    GAME.check_state(state)


def test_on_its_turn_it_moves_2_then_plays_its_leading_cards_top_against_its_allies():
    state, _ = _controlled()
    state, me = _to_victims_turn(state)
    leading, second = state["characters"][me]["played"]["cards"]
    halves = [a for a in GAME.legal_actions(state) if a["type"] == "play_half"]
    assert [(a["card"], a["half"], a["basic"]) for a in halves] == [(second, "bottom", True)], "Move 2 first"
    assert side(state, ("character", me)) == "monster", "its sides swapped while it acts"
    state, _ = GAME.apply(state, halves[0])
    while state["decisions"][-1]["kind"] == "move":
        stop = [a for a in GAME.legal_actions(state) if a["type"] == "stop"]
        state, _ = GAME.apply(state, stop[0] if stop else GAME.legal_actions(state)[0])
    halves = [a for a in GAME.legal_actions(state) if a["type"] == "play_half"]
    assert {(a["card"], a["half"], a["basic"]) for a in halves} == {(leading, "top", False)}
    enemies = Map(state).enemies_of(side(state, ("character", me)))
    assert ("character", 1 - me) in enemies.values() and ("monster", 0) not in enemies.values()


def _leading_lost(state, me):
    """The Brute leads with Overwhelming Assault (5: "Attack 6", lost) instead."""
    character = state["characters"][me]
    assert state["options"]["characters"][me]["class"] == "brute"
    old = character["played"]["cards"][0]
    for pile in ("hand", "discard", "lost"):
        if 5 in character[pile]:
            character[pile].remove(5)
    character["hand"].append(old)
    character["in_play"] = [5 if c == old else c for c in character["in_play"]]
    character["played"]["cards"][0] = 5
    GAME.check_state(state)


def test_both_its_cards_are_discarded_even_a_lost_one_and_the_control_ends_with_the_round():
    state, _ = _controlled()
    state, me = _to_victims_turn(state)
    _leading_lost(state, me)
    cards = list(state["characters"][me]["played"]["cards"])
    number = state["round"]
    while state["round"] == number and state["outcome"] is None:
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
        if state["turn"] is None or state["turn"]["character"] != me:
            break
    assert set(cards) <= set(state["characters"][me]["discard"])
    assert not set(cards) & set(state["characters"][me]["lost"])
    while state["round"] == number and state["outcome"] is None:
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    assert not any(c.get(mind_control.MEMBER) for c in state["characters"])
    assert side(state, ("character", me)) == "character"
