"""Short rest (round summary, "Fine Round", "Riposo Breve"): "If able to, take the discards,
shuffle them and draw a random card, and put it in the lost pile; the rest go back to the
hand. If you want to keep the card drawn, you may suffer 1 damage and discard another one at
random (only once)." It is offered at the end of the round to each character with at least
2 discarded cards; the character's seat decides."""

from rules.core import decisions
from rules.gloomhaven import GAME, engine
from tests.gloomhaven.test_turns import BRUTE, TWO, answer_first


def end_of_round(state, discards):
    """The round's last turn is over; the Brute has ``discards`` from his hand discarded."""
    for character in state["characters"]:  # the cards played go back: only ``discards`` count
        character["hand"] = sorted(character["hand"] + character["in_play"])
        character["in_play"] = []
    brute = state["characters"][0]
    for card in discards:
        brute["hand"].remove(card)
    brute["discard"] = sorted(discards)
    state["decisions"], state["order"], state["acting"], state["turn"] = [], [], False, None
    state["phase"] = "turns"
    events = []
    engine.resume(state, events)
    return state


def round_one(**options):
    state = answer_first(GAME.setup({**TWO, **options}, **({} if options else {"seed": 5})), "select_cards")
    state, _ = GAME.apply(state, {"type": "select_cards", **BRUTE, "cards": [4, 5]})
    state, _ = GAME.apply(state, {"type": "select_cards", "player": 1, "character": 1, "cards": [63, 68]})
    return state


def test_offered_at_the_end_of_the_round_to_a_character_with_two_discards():
    state = end_of_round(round_one(), [1, 2])
    assert decisions.top(state["decisions"]) == {"kind": "short_rest", "seat": 0, "character": 0}
    assert {(a["type"], a.get("rest")) for a in GAME.legal_actions(state)} == {
        ("short_rest", True),
        ("short_rest", False),
    }
    state, _ = GAME.apply(state, {"type": "short_rest", **BRUTE, "rest": False})
    assert state["phase"] == "select" and state["round"] == 2  # the Spellweaver has no discards
    assert state["characters"][0]["discard"] == [1, 2]


def test_not_offered_with_one_discard():
    state = end_of_round(round_one(), [1])
    assert state["phase"] == "select"


def test_a_random_discard_is_lost_and_the_rest_return_to_the_hand():
    state = end_of_round(round_one(), [1, 2, 3])
    state, events = GAME.apply(state, {"type": "short_rest", **BRUTE, "rest": True})
    drawn = next(e for e in events if e["type"] == "short_rest_card")["card"]
    assert decisions.top(state["decisions"]) == {"kind": "short_rest_keep", "seat": 0, "character": 0, "card": drawn}
    state, _ = GAME.apply(state, {"type": "keep_card", **BRUTE, "keep": False})
    brute = state["characters"][0]
    assert brute["lost"] == [drawn] and brute["discard"] == []
    assert set(brute["hand"]) >= {1, 2, 3} - {drawn} and drawn not in brute["hand"]
    assert brute["hp"] == brute["max_hp"]


def test_suffer_one_damage_to_keep_the_card_and_lose_another_at_random():
    state = end_of_round(round_one(), [1, 2, 3])
    state, events = GAME.apply(state, {"type": "short_rest", **BRUTE, "rest": True})
    first = next(e for e in events if e["type"] == "short_rest_card")["card"]
    state, events = GAME.apply(state, {"type": "keep_card", **BRUTE, "keep": True})
    second = next(e for e in events if e["type"] == "short_rest_card")["card"]
    brute = state["characters"][0]
    assert second != first and brute["lost"] == [second] and first in brute["hand"]
    assert brute["hp"] == brute["max_hp"] - 1
    assert decisions.top(state["decisions"])["kind"] == "select_cards"  # only once


def test_at_the_table_the_random_card_is_a_chance_decision():
    state = end_of_round(round_one(randomness="table"), [1, 2, 3])
    state, _ = GAME.apply(state, {"type": "short_rest", **BRUTE, "rest": True})
    frame = decisions.top(state["decisions"])
    assert frame["kind"] == "short_rest_card" and frame["seat"] == -1
    assert [a["outcome"] for a in GAME.legal_actions(state)] == [1, 2, 3]
    state, _ = GAME.apply(state, {"type": "short_rest_card", "player": -1, "outcome": 2})
    state, _ = GAME.apply(state, {"type": "keep_card", **BRUTE, "keep": True})
    assert [a["outcome"] for a in GAME.legal_actions(state)] == [1, 3]  # another card
