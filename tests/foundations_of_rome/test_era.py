"""THE END OF AN ERA, REPLENISH DEEDS, END OF GAME (turn structure; the points themselves are
in test_scoring.py)."""

import pytest

from rules.foundations_of_rome import GAME

from .conftest import (
    act,
    events_of,
    illegal,
    income_all,
    make_state,
    one_event,
    playout,
    seat,
)


def last_deed_state(n=3, buyer=1, era=1, **kw):
    """The Era deck is empty and one deed, C3, is left on the Deed board."""
    return make_state(n, era=era, current=buyer, for_sale="C3", deck=[], silver=[20] * n, **kw)


def test_era_goes_on_while_deeds_remain_for_sale():
    """Rulebook, THE END OF AN ERA: "When the current deck of Deed cards runs out, the Era will
    soon end. Continue taking turns and playing normally, including buying Deeds from the Deed
    board, until all the Deeds available for purchase have been bought."""
    state = make_state(3, for_sale="A1 B2 C3", deck=[], silver=[20] * 3)
    state, events = act(state, "buy_deed", 0, deed="B2")
    assert state["phase"] == "turn" and not events_of(events, "era_ending")
    assert [a for a in GAME.legal_actions(state, 1) if a["type"] == "buy_deed"]
    state, _ = act(state, "buy_deed", 1, deed="A1")
    assert state["phase"] == "turn"
    assert GAME.status(state)["awaiting"] == [2]


def test_buying_the_last_deed_starts_the_final_turns():
    """Rulebook, THE END OF AN ERA: "Do not refill the Deed board when you buy the final Deed
    for that round. Once the Deed board is empty for the round, each player takes one final
    turn to collect income or build (including the player who purchased the last Lot on the
    Deed board)." The final turns start with the player to the buyer's left."""
    state = last_deed_state(3, buyer=1)
    new, events = act(state, "buy_deed", 1, deed="C3")
    assert [e["type"] for e in events] == ["deed_bought", "era_ending"]
    assert one_event(events, "era_ending") == {"type": "era_ending", "era": 1, "first_player": 2}
    assert new["phase"] == "final_turn" and new["deeds_for_sale"] == []
    assert GAME.status(new) == {
        "phase": "final_turn",
        "awaiting": [2],
        "terminal": False,
        "scores": None,
        "winners": None,
        "outcome": None,
    }


def test_final_turn_is_income_or_build_only():
    """Rulebook, THE END OF AN ERA: "one final turn to collect income or build" - no buying."""
    state = last_deed_state(3, buyer=1, deeds={2: "A1 A2"})
    state, _ = act(state, "buy_deed", 1, deed="C3")
    kinds = {a["type"] for a in GAME.legal_actions(state)}
    assert kinds == {"take_income", "construct"}
    err = illegal(state, {"type": "buy_deed", "player": 2, "deed": "C3"})
    assert err.code == "wrong_phase"


@pytest.mark.parametrize("n, buyer", [(2, 0), (2, 1), (3, 1), (4, 3), (5, 2)])
def test_each_player_one_final_turn_buyer_last(n, buyer):
    """Rulebook, THE END OF AN ERA: "each player takes one final turn ... (including the player
    who purchased the last Lot on the Deed board)" - starting with the player to the buyer's
    left and ending with the buyer; then END OF ERA SCORING."""
    state = last_deed_state(n, buyer=buyer)
    state, _ = act(state, "buy_deed", buyer, deed="C3")
    order = []
    for i in range(n):
        assert state["phase"] == "final_turn" and state["era"] == 1
        assert state["final_turns_left"] == n - i
        player = GAME.status(state)["awaiting"][0]
        order.append(player)
        state, events = act(state, "take_income", player)
        if i < n - 1:
            assert not events_of(events, "era_scored")
    assert order == [(buyer + 1 + k) % n for k in range(n)]
    assert order[-1] == buyer
    assert one_event(events, "era_scored")["era"] == 1


@pytest.mark.parametrize("n, buyer", [(3, 1), (3, 2), (4, 0)])
def test_next_era_starts_left_of_the_last_turn_with_a_refilled_board(n, buyer):
    """Rulebook, REPLENISH DEEDS: "After all players have collected their Victory Points and
    Silver, refill the Deed board using cards from the next Era's deck. A new round begins with
    the player to the left of the one who took the last turn in the previous round."""
    state = last_deed_state(n, buyer=buyer)
    era2 = list(state["era_decks"][1])
    state, _ = act(state, "buy_deed", buyer, deed="C3")
    state, events = income_all(state)
    types = [e["type"] for e in events]
    scored, started = types.index("era_scored"), types.index("era_started")
    assert scored < started < types.index("deed_drawn")
    first = (buyer + 1) % n  # the buyer took the last turn
    assert one_event(events, "era_started") == {"type": "era_started", "era": 2, "first_player": first}
    assert state["era"] == 2 and state["phase"] == "turn"
    assert GAME.status(state)["awaiting"] == [first]
    assert state["deeds_for_sale"] == era2[:6]
    assert state["era_decks"][1] == era2[6:]
    drawn = events_of(events, "deed_drawn")
    assert [(e["deed"], e["slot"], e["price"]) for e in drawn] == list(
        zip(era2[:6], range(6), [2, 3, 4, 6, 8, 10], strict=False)
    )


def test_era_two_ends_into_era_three():
    """Rulebook, HOW TO PLAY: "Foundations of Rome is played over three Eras"; REPLENISH DEEDS
    uses "the next Era's deck"."""
    state = last_deed_state(2, buyer=0, era=2)
    era3 = list(state["era_decks"][2])
    state, _ = act(state, "buy_deed", 0, deed="C3")
    state, events = income_all(state)
    assert one_event(events, "era_scored")["era"] == 2
    assert state["era"] == 3 and state["phase"] == "turn" and seat(state) == 1
    assert state["deeds_for_sale"] == era3[:6]


def final_era_state(current=0, vp=None):
    """Era 3, one final turn left (by ``current``), every other deed owned and built on."""
    return make_state(
        2, era=3, phase="final_turn", current=current, final_turns_left=1, deeds={0: "A1 A2"}, vp=vp, rest_to=1
    )


def test_game_ends_after_the_third_era():
    """Rulebook, END OF GAME: "The game ends after the third Era." The status turns terminal
    with every player's score; nobody has a decision left."""
    state = final_era_state(vp=[30, 10])
    new, events = act(state, "take_income", 0)
    assert [e["type"] for e in events][-2:] == ["era_scored", "game_over"]
    assert not events_of(events, "era_started") and not events_of(events, "deed_drawn")
    scored = one_event(events, "era_scored")
    assert scored["era"] == 3 and scored["final"] is True
    scores = [30 + scored["players"][0]["vp"], 10 + scored["players"][1]["vp"]]
    assert [p["vp"] for p in new["players"]] == scores
    status = GAME.status(new)
    assert status["terminal"] is True and status["phase"] == "game_over"
    assert status["awaiting"] == [] and status["scores"] == scores
    assert status["winners"] == [scores.index(max(scores))]
    assert one_event(events, "game_over") == {"type": "game_over", "scores": scores, "winners": status["winners"]}
    assert GAME.legal_actions(new) == [] and GAME.legal_actions(new, 0) == []
    for p in (0, 1):
        assert illegal(new, {"type": "take_income", "player": p}).code == "not_your_turn"


@pytest.mark.parametrize("lead", [0, 1, None])
def test_winner_has_the_most_victory_points_ties_share(lead):
    """Rulebook, END OF GAME: "The player who has the most Victory Points is appointed Grand
    Architect". The rulebook names no tie-breaker: tied players share the win."""
    probe, events = act(final_era_state(), "take_income", 0)
    gained = [row["vp"] for row in one_event(events, "era_scored")["players"]]
    start = [100 - gained[0], 100 - gained[1]]
    if lead is not None:
        start[lead] += 1
    new, events = act(final_era_state(vp=start), "take_income", 0)
    expected = [0, 1] if lead is None else [lead]
    assert GAME.status(new)["winners"] == expected
    assert one_event(events, "game_over")["winners"] == expected


@pytest.mark.parametrize("n, seed", [(2, 1), (3, 2), (4, 3), (5, 4)])
def test_full_game_structure(n, seed):
    """Rulebook, HOW TO PLAY: "Each Era consists of multiple rounds of player turns ... The Era
    continues until the stack of Deed cards for that Era (including those on the Deed board)
    runs out. Players earn Victory Points at the end of each Era ... After the third Era's
    scoring is complete, the game ends." Checked over a whole played game: the final turns, the
    order of the Eras, and the next Era's first player."""
    state, log = playout(n, seed)
    assert GAME.status(state)["terminal"]
    all_events = [e for _, events in log for e in events]
    assert [e["era"] for e in all_events if e["type"] == "era_scored"] == [1, 2, 3]
    assert all_events[-1]["type"] == "game_over"
    totals = [0] * n
    for e in events_of(all_events, "era_scored"):
        for row in e["players"]:
            totals[row["player"]] += row["vp"]
    assert [p["vp"] for p in state["players"]] == totals == GAME.status(state)["scores"]
    # per Era: after the last deed is bought, exactly n final turns, buyer last, no buying
    ending = [i for i, (_, events) in enumerate(log) if events_of(events, "era_ending")]
    assert len(ending) == 3
    for i in ending:
        buyer = log[i][0]["player"]
        assert log[i][0]["type"] == "buy_deed"
        finals = log[i + 1 : i + 1 + n]
        assert [a["player"] for a, _ in finals] == [(buyer + 1 + k) % n for k in range(n)]
        assert all(a["type"] in ("take_income", "construct") for a, _ in finals)
        assert events_of(finals[-1][1], "era_scored")
        started = events_of(finals[-1][1], "era_started")
        if started:
            assert started[0]["first_player"] == (buyer + 1) % n
            assert log[i + 1 + n][0]["player"] == (buyer + 1) % n
    assert max(totals) in GAME.status(state)["scores"]
    assert GAME.status(state)["winners"] == [p for p in range(n) if totals[p] == max(totals)]


def test_turn_order_within_an_era():
    """Rulebook, HOW TO PLAY: "each individual player taking one turn per round, starting with
    the first player and going clockwise"."""
    state, log = playout(4, 8, steps=12, first_player=2)
    assert [a["player"] for a, _ in log] == [2, 3, 0, 1] * 3
