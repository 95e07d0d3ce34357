"""TRADING & STEALING MODULE, the Trading ruleset (rulebook, after OPTIONAL RULES): "On your
turn, you may trade empty Lots you own with any other player(s) who are willing to trade";
"A trade is made by simply swapping the Lot tokens on the traded Lots, along with their
associated Deed cards"; "You can trade multiple Lots, make uneven trades, and offer Silver or
Favor tokens"; "Only empty Lots can be traded, never Buildings". An offer is a parametric
action (docs/protocol.md)."""

import pytest

from rules.core import InvalidState
from rules.foundations_of_rome import GAME

from .conftest import act, events_of, illegal, lots, make_state

FABIUS, CORNELIA, CASSIUS, PORCIA = range(4)


def trading_state(stealing=False, **kw):
    state = make_state(check=False, **kw)
    state["options"]["trading"] = True
    state["options"]["stealing"] = stealing
    for info in state["players"]:
        info["favors"] = {"unspent": 2, "spent": 0}
    GAME.check_state(state)
    return state


def bundle(text="", silver=0, unspent=0, spent=0):
    return {
        "lots": lots(text) if text else [],
        "silver": silver,
        "favors": {"unspent": unspent, "spent": spent},
        "invocations": [],
    }


def offer(state, partner, give, take, player=FABIUS):
    return act(state, "propose_trade", player, partner=partner, give=give, take=take)


def accept(state, partner):
    return act(state, "accept_trade", partner)


TABLE = {
    "deeds": {FABIUS: "A1 A2 H8", CORNELIA: "C5 C6", CASSIUS: "E1 E2 E3", PORCIA: "G4 G5"},
    "silver": [6, 7, 8, 9],
}


@pytest.mark.parametrize(
    "partner, take",
    [
        (CORNELIA, bundle("C5")),  # "Fabius may trade 2 Lots for 1 of Cornelia's Lots."
        (CASSIUS, bundle("E1 E2 E3")),  # "Fabius may trade 2 Lots for 3 of Cassius' Lots."
        (PORCIA, bundle("G4", silver=8)),  # "Fabius may trade 2 Lots for 1 Lot and 8 Silver from Porcia."
        # "Fabius may trade 2 Lots for 1 Lot, 3 Silver, and 1 Favor token from Porcia."
        (PORCIA, bundle("G4", silver=3, unspent=1)),
    ],
)
def test_the_rulebooks_trades_of_fabius_are_legal_offers(partner, take):
    """The rulebook's four examples: each applies, and the partner's acceptance swaps the lots
    with their Deed cards, the silver and the Favor token."""
    state = trading_state(**TABLE)
    give = bundle("A1 A2")
    state, events = offer(state, partner, give, take)
    assert state["decisions"][-1] == {
        "kind": "answer_trade",
        "seat": partner,
        "offer": {"from": FABIUS, "give": give, "take": take},
    }
    assert GAME.view(state, CASSIUS)["trade"] == {"from": FABIUS, "give": give, "take": take}
    before = [dict(info, favors=dict(info["favors"])) for info in state["players"]]
    state, events = accept(state, partner)
    assert events_of(events, "trade_made")[0]["take"] == take
    fabius, other = state["players"][FABIUS], state["players"][partner]
    assert set(take["lots"]) <= set(fabius["deeds"]) and not {"A1", "A2"} & set(fabius["deeds"])
    assert {"A1", "A2"} <= set(other["deeds"])
    assert fabius["silver"] == before[FABIUS]["silver"] + take["silver"]
    assert other["silver"] == before[partner]["silver"] - take["silver"]
    assert fabius["favors"]["unspent"] == 2 + take["favors"]["unspent"]
    assert state["decisions"] == [{"kind": "turn", "seat": FABIUS}]  # a free action: the turn goes on


def test_a_declined_offer_changes_nothing_but_the_turn_goes_on():
    state = trading_state(**TABLE)
    before = state["players"]
    state, _ = offer(state, CORNELIA, bundle("A1"), bundle("C5"))
    state, events = act(state, "decline_trade", CORNELIA)
    assert events == [{"type": "trade_declined", "player": FABIUS, "partner": CORNELIA}]
    assert state["players"] == before and state["decisions"] == [{"kind": "turn", "seat": FABIUS}]


def test_only_empty_lots_are_traded_never_buildings():
    """ "Only empty Lots can be traded, never Buildings. If there is a Building on a Lot, it
    cannot be traded." """
    state = trading_state(deeds={FABIUS: "A1", CORNELIA: "C5"}, buildings=[(FABIUS, "domus", "A2")])
    refused = illegal(state, trade(CORNELIA, bundle("A2"), bundle("C5")))
    assert refused.code == "invalid_offer"
    assert refused.details["bounds"]["give"]["lots"] == ["A1"]  # the bounds a client needs
    assert refused.details["bounds"]["take"]["lots"] == ["C5"]
    assert illegal(state, trade(CORNELIA, bundle("A1"), bundle("C5 C6"))).code == "invalid_offer"  # not Cornelia's


def trade(partner, give, take, player=FABIUS):
    return {"type": "propose_trade", "player": player, "partner": partner, "give": give, "take": take}


def test_an_offer_is_limited_by_what_each_side_holds():
    state = trading_state(**TABLE)
    for give, take in (
        (bundle(silver=7), bundle()),  # Fabius has 6
        (bundle(), bundle(silver=8)),  # Cornelia has 7
        (bundle(unspent=3), bundle()),
        (bundle(spent=1), bundle()),  # trading only: nobody has a spent token
        (bundle(), bundle()),  # nothing at all
    ):
        assert illegal(state, trade(CORNELIA, give, take)).code == "invalid_offer"
    assert illegal(state, trade(FABIUS, bundle(silver=1), bundle())).code == "invalid_offer"  # with oneself
    bad = {"lots": ["A1"], "silver": -1, "favors": {"unspent": 0, "spent": 0}}
    assert illegal(state, trade(CORNELIA, bad, bundle())).code == "malformed_action"
    assert illegal(state, trade(CORNELIA, {"lots": []}, bundle())).code == "malformed_action"


def test_lot_markers_limit_an_uneven_trade():
    """A traded lot takes its new owner's Lot marker ("swapping the Lot tokens"); a player has 8."""
    state = trading_state(deeds={FABIUS: "A1 A2 A3", CORNELIA: "C1 C2 C3 C4 C5 C6 C7"})
    assert illegal(state, trade(CORNELIA, bundle("A1 A2"), bundle())).code == "invalid_offer"  # 9 markers
    state, _ = offer(state, CORNELIA, bundle("A1"), bundle())  # Cornelia's 8th marker
    state, _ = accept(state, CORNELIA)
    assert len(state["players"][CORNELIA]["deeds"]) == 8


def test_only_the_active_player_proposes_and_only_the_partner_answers():
    """ "On your turn, you may trade": the partner's answer is their decision."""
    state = trading_state(**TABLE)
    assert illegal(state, trade(FABIUS, bundle("C5"), bundle(), player=CORNELIA)).code == "not_your_turn"
    state, _ = offer(state, CORNELIA, bundle("A1"), bundle("C5"))
    assert [a["type"] for a in GAME.legal_actions(state)] == ["accept_trade", "decline_trade"]
    assert illegal(state, {"type": "accept_trade", "player": FABIUS}).code == "not_your_turn"
    assert illegal(state, {"type": "take_income", "player": FABIUS}).code == "not_your_turn"


def test_trade_then_buy_then_trade_away_the_lot_just_bought():
    """ "you could make a trade, then buy a Lot as your normal action, then trade away the Lot
    you just bought": with Trading the turn stays open after its action until end_turn."""
    state = trading_state(**TABLE)
    state, _ = offer(state, CORNELIA, bundle("A1"), bundle("C5"))
    state, _ = accept(state, CORNELIA)
    bought = state["deeds_for_sale"][0]
    state, _ = act(state, "buy_deed", FABIUS, deed=bought)
    assert state["decisions"] == [{"kind": "after_action", "seat": FABIUS}]
    assert {a["type"] for a in GAME.legal_actions(state)} == {"end_turn", "propose_trade"}
    state, _ = offer(state, CASSIUS, bundle(bought), bundle())
    state, _ = accept(state, CASSIUS)
    assert bought in state["players"][CASSIUS]["deeds"]
    state, events = act(state, "end_turn", FABIUS)
    assert events[0] == {"type": "turn_ended", "player": FABIUS}
    assert state["decisions"] == [{"kind": "turn", "seat": CORNELIA}]


def test_without_trading_the_turn_ends_with_its_action():
    state = make_state(deeds={FABIUS: "A1"})
    state, _ = act(state, "take_income", FABIUS)
    assert state["decisions"] == [{"kind": "turn", "seat": CORNELIA}]
    assert not any(a["type"] == "propose_trade" for a in GAME.legal_actions(state))


def test_the_listed_offer_is_one_small_valid_offer_per_partner():
    """docs/protocol.md, parametric actions: one listed instance per partner that applies."""
    state = trading_state(**TABLE)
    listed = [a for a in GAME.legal_actions(state) if a["type"] == "propose_trade"]
    assert [a["partner"] for a in listed] == [CORNELIA, CASSIUS, PORCIA]
    assert all(a["give"] == bundle(silver=1) and a["take"] == bundle() for a in listed)
    for action in listed:
        GAME.apply(state, action)
    assert "(parametric)" in GAME.schemas.defs["ProposeTradeAction"]["description"]


def test_trading_only_favor_tokens_never_flip():
    """ "If you are only playing with the Trading ruleset, then Favor tokens must remain with the
    2 VP side face-up": both players keep 2 each, and tokens change hands unspent."""
    state = GAME.setup({"players": 3, "trading": True}, 4)
    assert [info["favors"] for info in state["players"]] == [{"unspent": 2, "spent": 0}] * 3
    assert not any(a["type"] == "steal" for a in GAME.legal_actions(state))


def test_with_stealing_spent_tokens_may_be_traded():
    """ "players may choose to trade their Favor tokens Spent (4VP) or Unspent (2VP)"."""
    state = trading_state(stealing=True, **TABLE)
    state["players"][CORNELIA]["favors"] = {"unspent": 1, "spent": 1}
    state["players"][FABIUS]["favors"] = {"unspent": 3, "spent": 0}
    state["players"][CASSIUS]["favors"] = {"unspent": 1, "spent": 0}
    state, _ = offer(state, CORNELIA, bundle(unspent=2), bundle(spent=1))
    state, _ = accept(state, CORNELIA)
    assert state["players"][FABIUS]["favors"] == {"unspent": 1, "spent": 1}
    assert state["players"][CORNELIA]["favors"] == {"unspent": 3, "spent": 0}


def test_a_pending_offer_that_is_no_longer_valid_is_refused_as_a_state():
    state = trading_state(**TABLE)
    state, _ = offer(state, CORNELIA, bundle("A1"), bundle("C5"))
    state["decisions"][-1]["offer"]["take"]["silver"] = 99
    with pytest.raises(InvalidState, match="pending offer"):
        GAME.check_state(state)
    state["decisions"][-1]["offer"]["take"]["silver"] = 0
    state["decisions"][-1]["offer"]["from"] = CASSIUS
    with pytest.raises(InvalidState, match="player on turn"):
        GAME.check_state(state)


def test_trading_only_has_no_spent_tokens():
    state = trading_state(**TABLE)
    state["players"][CORNELIA]["favors"] = {"unspent": 1, "spent": 1}
    with pytest.raises(InvalidState, match="Spent"):
        GAME.check_state(state)


def test_an_open_turn_needs_the_trading_option():
    state = make_state(deeds={FABIUS: "A1"}, check=False)
    state["decisions"] = [{"kind": "after_action", "seat": FABIUS}]
    with pytest.raises(InvalidState, match="options.trading"):
        GAME.check_state(state)
