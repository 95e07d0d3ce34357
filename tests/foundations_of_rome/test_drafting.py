"""OPTIONAL RULES: DEED DRAFTING."""

import json

import pytest

from rules.foundations_of_rome import GAME

from .conftest import act, area, draft, events_of, illegal, sort_lots


def draft_setup(n=3, seed=21, first=0):
    return GAME.setup({"players": n, "deed_drafting": True, "first_player": first}, seed)


def pick(state, player, deed):
    return act(state, "draft_deed", player, deed=deed)


def pick_round(state, choose=lambda hand: sort_lots(hand)[0]):
    """Every player picks (the first of their hand by default); returns (state, events, picks)."""
    picks = {p: choose(draft(state)["hands"][p]) for p in GAME.status(state)["awaiting"]}
    events = []
    for p, deed in picks.items():
        state, ev = pick(state, p, deed)
        events += ev
    return state, events, picks


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_draft_setup_deals_six_face_down(n):
    """Rulebook, DEED DRAFTING: "Like the normal game, shuffle the Deed cards and randomly deal
    six to each player, but deal them all face-down. Hold your cards in your hand" - nobody
    owns a lot yet."""
    state = draft_setup(n)
    GAME.check_state(state)
    hands = draft(state)["hands"]
    assert [len(h) for h in hands] == [6] * n
    assert all(info["deeds"] == [] for info in state["players"])
    everything = (
        [d for h in hands for d in h] + state["deeds_for_sale"] + [d for deck in state["era_decks"] for d in deck]
    )
    assert sorted(everything) == sorted(area(n))
    assert len(state["deeds_for_sale"]) == 6
    for p in range(n):
        assert GAME.view(state, p)["players"][p]["lot_markers_on_board"] == 0


def test_everyone_chooses_simultaneously():
    """Rulebook, DEED DRAFTING: "Simultaneously, each player chooses one Deed card from their
    hand" - a simultaneous decision of all players (DESIGN.md: "awaiting lists the players
    whose decision is pending (several during a simultaneous choice)")."""
    state = draft_setup(4)
    status = GAME.status(state)
    assert status["phase"] == "draft" and status["awaiting"] == [0, 1, 2, 3]
    actions = GAME.legal_actions(state)
    assert len(actions) == 24
    for p in range(4):
        mine = GAME.legal_actions(state, p)
        assert mine == [{"type": "draft_deed", "player": p, "deed": d} for d in sort_lots(draft(state)["hands"][p])]
    # no turn actions during the draft
    assert {a["type"] for a in actions} == {"draft_deed"}
    assert illegal(state, {"type": "take_income", "player": 0}).code == "wrong_phase"


def test_a_player_who_chose_waits():
    """Rulebook, DEED DRAFTING: each player chooses "one Deed card"; then waits until "all
    players have selected a card"."""
    state = draft_setup(3)
    deed = draft(state)["hands"][1][2]
    state, events = pick(state, 1, deed)
    assert GAME.status(state)["awaiting"] == [0, 2]
    assert GAME.legal_actions(state, 1) == []
    assert all(a["player"] != 1 for a in GAME.legal_actions(state))
    other = [d for d in draft(state)["hands"][1] if d != deed][0]
    assert illegal(state, {"type": "draft_deed", "player": 1, "deed": other}).code == "not_your_turn"
    assert illegal(state, {"type": "draft_deed", "player": 1, "deed": deed}).code == "not_your_turn"


def test_nothing_revealed_until_all_have_chosen():
    """Rulebook, DEED DRAFTING: each player "places it face-down on the table in front of them.
    Once all players have selected a card, players simultaneously flip their cards face-up to
    reveal their selection." """
    state = draft_setup(3)
    deed0 = draft(state)["hands"][0][0]
    state, events = pick(state, 0, deed0)
    assert not events_of(events, "deed_drafted")
    assert all(info["deeds"] == [] for info in state["players"])
    for viewer in (1, 2, None):
        assert f'"{deed0}"' not in json.dumps(GAME.view(state, viewer))
    deed1 = draft(state)["hands"][1][0]
    state, events = pick(state, 1, deed1)
    assert not events_of(events, "deed_drafted")
    deed2 = draft(state)["hands"][2][0]
    state, events = pick(state, 2, deed2)
    drafted = events_of(events, "deed_drafted")
    assert sorted((e["player"], e["deed"]) for e in drafted) == [(0, deed0), (1, deed1), (2, deed2)]
    assert [info["deeds"] for info in state["players"]] == [[deed0], [deed1], [deed2]]


def test_revealed_lots_are_owned_with_a_lot_marker():
    """Rulebook, DEED DRAFTING: "They then place a Lot marker on their revealed Lot and add the
    Deed card to their personal pile." """
    state = draft_setup(2)
    state, _, picks = pick_round(state)
    for p in (0, 1):
        view = GAME.view(state, 0)["players"][p]
        assert view["deeds"] == [picks[p]]
        assert view["lot_markers_on_board"] == 1


@pytest.mark.parametrize("n", [2, 3, 5])
def test_hands_pass_to_the_left(n):
    """Rulebook, DEED DRAFTING: "Next, each player passes the remaining Deed cards in their
    hand to the player on their left" - the next seat, the one who plays after them ("the
    player to your left begins their turn")."""
    state = draft_setup(n)
    before = [list(h) for h in draft(state)["hands"]]
    state, events, picks = pick_round(state)
    after = draft(state)["hands"]
    for p in range(n):
        giver = (p - 1) % n
        assert sorted(after[p]) == sorted(d for d in before[giver] if d != picks[giver])
    assert events_of(events, "hands_passed")


@pytest.mark.parametrize("n, first", [(2, 1), (3, 0), (4, 2), (5, 4)])
def test_draft_until_all_chosen_then_normal_turns(n, first):
    """Rulebook, DEED DRAFTING: "Continue selecting and passing cards until all of them have
    been chosen. At this point, each player will own six empty Lots on the City board and will
    have six Deed cards in the pile in front of them." Then the game starts as normal with the
    first player."""
    state = draft_setup(n, seed=n * 7, first=first)
    dealt = sorted(d for h in draft(state)["hands"] for d in h)
    rounds = 0
    all_events = []
    while state["phase"] == "draft":
        state, events, _ = pick_round(state, choose=lambda hand: sort_lots(hand)[-1])
        all_events += events
        rounds += 1
        assert rounds <= 6
    # Ambiguity: the sixth card is the only one left; the engine assigns it without a choice.
    assert rounds in (5, 6)
    assert [len(info["deeds"]) for info in state["players"]] == [6] * n
    assert sorted(d for info in state["players"] for d in info["deeds"]) == dealt
    assert len(events_of(all_events, "deed_drafted")) == 6 * n
    assert events_of(all_events, "draft_finished")
    assert draft(state) is None
    assert state["decisions"] == [{"kind": "turn", "seat": first}]
    GAME.check_state(state)
    assert GAME.status(state) == {
        "phase": "turn",
        "awaiting": [first],
        "terminal": False,
        "scores": None,
        "winners": None,
        "outcome": None,
    }
    assert state["players"][first]["silver"] == 5
    for p in range(n):
        assert GAME.view(state, p)["players"][p]["lot_markers_in_tray"] == 2


def test_drafted_piles_mix_the_dealt_hands():
    """Rulebook, DEED DRAFTING: passing means the later picks come from other players' hands:
    player 0's second pick comes from the last seat's dealt hand."""
    state = draft_setup(3, seed=5)
    dealt = [set(h) for h in draft(state)["hands"]]
    state, _, first_picks = pick_round(state)
    state, _, second_picks = pick_round(state)
    assert first_picks[0] in dealt[0]
    assert second_picks[0] in dealt[2]
    assert second_picks[1] in dealt[0]


def test_can_only_draft_from_own_hand():
    """Rulebook, DEED DRAFTING: "each player chooses one Deed card from their hand"."""
    state = draft_setup(3)
    theirs = draft(state)["hands"][1][0]
    assert illegal(state, {"type": "draft_deed", "player": 0, "deed": theirs}).code == "deed_not_in_hand"
    assert (
        illegal(state, {"type": "draft_deed", "player": 0, "deed": state["deeds_for_sale"][0]}).code
        == "deed_not_in_hand"
    )
    assert illegal(state, {"type": "draft_deed", "player": 0}).code == "malformed_action"


def test_draft_deed_outside_the_draft_refused():
    """Rulebook, DEED DRAFTING is an optional *setup* rule; once turns begin there is no drafting."""
    state = GAME.setup({"players": 2, "first_player": 0}, 1)
    err = illegal(state, {"type": "draft_deed", "player": 0, "deed": state["players"][0]["deeds"][0]})
    assert err.code == "wrong_phase"
