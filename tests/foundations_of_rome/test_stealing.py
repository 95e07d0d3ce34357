"""TRADING & STEALING MODULE, the Stealing ruleset and Favor tokens (rulebook, after OPTIONAL
RULES): "at the start of the game each player receives two Favor tokens"; "During your turn
you may choose to forcefully take an empty Lot from another player ... a free action you can
take in addition to your normal turn"; the three restrictions; the flip; the end scoring."""

from rules.foundations_of_rome import GAME

from .conftest import act, events_of, illegal, make_state


def stealing_state(**kw):
    state = make_state(check=False, **kw)
    state["options"]["stealing"] = True
    for info in state["players"]:
        info["favors"] = {"unspent": 2, "spent": 0}
    GAME.check_state(state)
    return state


def steals(state, player):
    return [a["lot"] for a in GAME.legal_actions(state, player) if a["type"] == "steal"]


def test_each_player_starts_with_two_favor_tokens():
    state = GAME.setup({"players": 3, "stealing": True}, 1)
    assert [info["favors"] for info in state["players"]] == [{"unspent": 2, "spent": 0}] * 3
    assert GAME.setup({"players": 3}, 1)["players"][0]["favors"] == {"unspent": 0, "spent": 0}


def test_two_orthogonally_adjacent_lots_of_yours_are_needed():
    """ "You must own at least two Lots and/or Buildings orthogonally adjacent to the Lot you wish
    to steal": C3 has B3 and C2 of player 0 beside it; E5 only D5 (and F6 diagonally)."""
    state = stealing_state(deeds={0: "B3 C2 D5 F6", 1: "C3 E5"}, buildings=[(0, "domus", "C4")])
    assert steals(state, 0) == ["C3"]


def test_only_an_empty_lot_and_never_a_building():
    """ "You can never seize a Building, only an empty Lot"."""
    state = stealing_state(deeds={0: "B3 C2"}, buildings=[(1, "domus", "C3")])
    assert steals(state, 0) == []
    assert illegal(state, {"type": "steal", "player": 0, "lot": "C3"}).code == "cannot_steal"


def test_the_favor_token_is_flipped_and_given_and_the_turn_goes_on():
    """ "Flip this token to the 4 VP side and give it to the player you are stealing from";
    the Deed card changes hands; a free action: the same player then takes a normal action."""
    state = stealing_state(deeds={0: "B3 C2", 1: "C3 H8"})
    state, events = act(state, "steal", 0, lot="C3")
    assert events_of(events, "lot_stolen") == [{"type": "lot_stolen", "player": 0, "from": 1, "deed": "C3"}]
    assert "C3" in state["players"][0]["deeds"] and state["players"][1]["deeds"] == ["H8"]
    assert state["players"][0]["favors"] == {"unspent": 1, "spent": 0}
    assert state["players"][1]["favors"] == {"unspent": 2, "spent": 1}
    assert state["decisions"][-1] == {"kind": "turn", "seat": 0}
    assert any(a["type"] == "take_income" for a in GAME.legal_actions(state, 0))


def test_a_spent_token_cannot_steal():
    """ "Once flipped to the 4 VP side, a Favor token is considered 'Spent' ... It may not be used
    to steal again"; "You must have at least one 2 VP Favor token"."""
    state = stealing_state(deeds={0: "B3 C2", 1: "C3"})
    state["players"][0]["favors"] = {"unspent": 0, "spent": 1}
    state["players"][1]["favors"] = {"unspent": 3, "spent": 0}
    GAME.check_state(state)
    assert steals(state, 0) == []


def test_favor_tokens_score_at_the_end_of_the_game():
    """ "At the end of the game, players earn Victory Points based on the Favor tokens in their
    possession": 2 VP unspent, 4 VP spent."""
    state = stealing_state(phase="final_turn", era=3, final_turns_left=1, rest_to=[2, 3])
    state["players"][0]["favors"] = {"unspent": 1, "spent": 2}
    state["players"][1]["favors"] = {"unspent": 1, "spent": 0}
    state["players"][2]["favors"] = {"unspent": 2, "spent": 0}
    state["players"][3]["favors"] = {"unspent": 2, "spent": 0}
    GAME.check_state(state)
    state, events = act(state, "take_income", 0)
    rows = {row["player"]: row["favors"] for row in events_of(events, "era_scored")[0]["players"]}
    assert rows[0] == {"count": 3, "vp": 2 + 4 + 4} and rows[1] == {"count": 1, "vp": 2}
