"""The counters play raises stop at 999 (``rules/gloomhaven/counters.py``), so an accepted
state at the schema's bounds only ever leads to accepted states."""

from rules.gloomhaven import GAME, counters
from tests.gloomhaven.test_card_mechanics import board, first_turn, play, stack


def test_raise_by_stops_at_the_maximum():
    holder = {"xp": 990}
    counters.raise_by(holder, "xp", 5)
    assert holder == {"xp": 995}
    counters.raise_by(holder, "xp", 50)
    assert holder == {"xp": counters.MAXIMUM}


def test_xp_and_coins_at_999_stay_accepted_after_a_card_gives_more():
    # Mana Bolt with an element consumed: +1 XP, then a coin looted at the end of the turn.
    state = first_turn("spellweaver", [65, 63], [61, 62, 63, 64, 65, 66, 67, 68])
    state = board(state, (1, 4), [(1, 2)])
    me = state["characters"][0]
    me["xp"], me["coins"] = 999, 999
    state["overlays"].append({"type": "coin", "hex": [1, 4], "amount": 1})
    state["elements"]["fire"] = 2
    GAME.check_state(state)
    state, _ = play(state, type="play_half", card=65, half="top", basic=False)
    state, _ = play(state, type="consume", entries=[0], elements=["fire"])
    stack(state, "plus0")
    state, _ = play(state, type="target", hex=[1, 2])
    state, _ = play(state, type="play_half", card=63, half="bottom", basic=True)
    state, _ = play(state, type="stop")
    assert (state["characters"][0]["xp"], state["characters"][0]["coins"]) == (999, 999)
    assert not [o for o in state["overlays"] if o["type"] == "coin" and o["hex"] == [1, 4]]  # looted
    GAME.check_state(state)


def test_the_round_number_stops_at_999():
    from rules.gloomhaven import setup

    state = first_turn("brute", [1, 2], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    state["round"] = 999
    state["decisions"] = []
    setup.start_round(state)
    assert state["round"] == 999
