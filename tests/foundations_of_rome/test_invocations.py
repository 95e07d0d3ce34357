"""INVOCATIONS MODULE in play (rulebook, after OPTIONAL RULES; option ``invocations``): 9 cards
shuffled 3 into each Era deck, bought from the Deed board like Deeds, kept face down, used on
your own turn without an action (instant ones to the used pile, ongoing ones acting for the
rest of the game), unused cards' points at the end, traded with Trading.

The cards are Arbiter's own (``data/invocations.json``, docs/foundations-of-rome-modules.md);
the values below are written out by hand from that file's texts (Tribute "Gain 6 Silver ...
Unused: 2 VP", Favour of Ceres "pay 3 Silver less", Gift of Land "priced 4 Silver or less"...).
Deed board slots cost 2, 3, 4, 6, 8, 10 from the cheapest. With 4 players the play area is
9 × 9 (columns A–I, rows 1–9); ``make_state`` seats silver 5, 6, 7, 8 from seat 0.
"""

import pytest

from rules.core import CHANCE, InvalidState
from rules.foundations_of_rome import GAME

from .conftest import PRICES, act, build, events_of, illegal, make_state, playout

# Every card id, by hand. The last two need a module: Stealing and Monuments.
SENATE, VISION = "favour_of_the_senate", "architects_vision"
BASE = {
    "mercurys_purse", "tribute", "laurel_wreath", "blessing_of_jupiter", "favour_of_ceres",
    "generous_patron", "swift_hands", "busy_forum", "double_petition", "gift_of_land",
    "grant_of_romulus", "exchange_of_deeds", "fertile_lands", "ceres_harvest", "vulcans_forge",
    "temple_offering", "market_day", "household_gods",
}  # fmt: skip
# "Unused at the end of the game: N VP" (cards without such a line: 0)
VP_UNUSED = {
    "mercurys_purse": 1, "tribute": 2, "laurel_wreath": 2, "favour_of_ceres": 1, "swift_hands": 1,
    "busy_forum": 1, "gift_of_land": 1, "exchange_of_deeds": 2, "ceres_harvest": 1, VISION: 2,
}  # fmt: skip
# Ongoing "at each end-of-Era scoring, gain 1 VP for each <type> Building you own"
ERA_CARDS = {"temple_offering": "civic", "market_day": "commercial", "household_gods": "residential"}
RESIDENTIAL = {"domus", "domus_maxima", "insula_long", "insula_l", "grand_insula_long", "grand_insula_square"}
COMMERCIAL = {"bakery", "pottery_studio", "artisan_forum_long", "artisan_forum_l", "foundry_long", "foundry_square"}
MONUMENT_POOL = ["colosseum", "pantheon", "royal_winery", "regia", "lighthouse"]  # + 2 built = 7 for 4 players
DEED = "deed"  # a board slot holding the next deed make_state picks
EMPTY = {"unused": [], "ongoing": [], "used": []}


def inv_state(
    *, board=None, top=(), held=None, stealing=False, trading=False, monuments=None, spare=3, check=True, **kw
):
    """``make_state`` with options.invocations on and exactly 9 Invocations placed.

    - ``board``: the Deed board, slot by slot: an Invocation id or ``DEED``;
    - ``top``: Invocations on top of the current Era deck (drawn first);
    - ``held``: ``{seat: {"unused": [...], "ongoing": [...], "used": [...]}}``;
    - the rest of the 9 go to the later Era decks (at most 3 each), then to seat ``spare``'s
      used pile. ``face_down`` counts the Invocations in each deck (seeded).
    """
    if board is not None:
        kw["for_sale"] = board.count(DEED)
    state = make_state(check=False, **kw)
    opts = state["options"]
    opts.update(invocations=True, stealing=stealing, trading=trading)
    if stealing or trading:
        for info in state["players"]:
            info["favors"] = {"unspent": 2, "spent": 0}
    if monuments is not None:
        opts["monuments"] = True
        state["monuments"]["pool"] = sorted(monuments)
    if board is not None:
        deeds = iter(state["deeds_for_sale"])
        state["deeds_for_sale"] = [next(deeds) if c == DEED else c for c in board]
    era = state["era"]
    state["era_decks"][era - 1][:0] = list(top)
    for p, piles in (held or {}).items():
        state["players"][p]["invocations"] = {**EMPTY, **{k: sorted(v) for k, v in piles.items()}}
    placed = [*state["deeds_for_sale"], *top]
    for info in state["players"]:
        placed += [c for pile in info["invocations"].values() for c in pile]
    pool = sorted(BASE | ({SENATE} if stealing else set()) | ({VISION} if monuments is not None else set()))
    rest = [c for c in pool if c not in placed][: 9 - len([c for c in placed if c in pool])]
    for e in range(era, 3):
        while rest and sum(c in pool for c in state["era_decks"][e]) < 3:
            state["era_decks"][e].append(rest.pop(0))
    if rest:
        state["players"][spare]["invocations"]["used"] = sorted(
            [*state["players"][spare]["invocations"]["used"], *rest]
        )
    state["invocations"] = {"face_down": [sum(c in pool for c in deck) for deck in state["era_decks"]]}
    if check:
        GAME.check_state(state)
    return state


def placed_cards(state):
    """Every Invocation in ``state``: the Era decks, the Deed board, the players' piles."""
    found = in_deck([*state["deeds_for_sale"], *(c for d in state["era_decks"] for c in d)])
    return found + [c for info in state["players"] for pile in info["invocations"].values() for c in pile]


def invoke(state, player, card, targets=()):
    return act(state, "invoke", player, invocation=card, targets=list(targets))


def invoke_action(player, card, targets=()):
    return {"type": "invoke", "player": player, "invocation": card, "targets": list(targets)}


def cards_of(state, p):
    return state["players"][p]["invocations"]


def types(state, player=None):
    return {a["type"] for a in GAME.legal_actions(state, player)}


def rows(events):
    (scored,) = events_of(events, "era_scored")
    return {row["player"]: row for row in scored["players"]}


def in_deck(deck):
    return [c for c in deck if c in BASE | {SENATE, VISION}]


# --- setup ---------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_seeded_setup_shuffles_three_distinct_invocations_into_each_era_deck(players):
    """SETUP: "shuffle the Invocation cards and deal 9 face-down at random. Shuffle 3 Invocation
    cards into each Era deck". Era 1's three count those already turned onto the Deed board;
    face_down counts those still in each deck. Each deck holds 3 cards more than the same seed's
    game without the module."""
    for seed in range(15):
        state = GAME.setup({"players": players, "invocations": True}, seed)
        plain = GAME.setup({"players": players}, seed)
        decks = state["era_decks"]
        era1 = in_deck(decks[0]) + in_deck(state["deeds_for_sale"])
        per_deck = [era1, in_deck(decks[1]), in_deck(decks[2])]
        assert [len(cards) for cards in per_deck] == [3, 3, 3]
        dealt = [c for cards in per_deck for c in cards]
        assert len(set(dealt)) == 9 and set(dealt) <= BASE
        assert state["invocations"]["face_down"] == [len(in_deck(d)) for d in decks]
        sizes = [len(decks[0]) + len(state["deeds_for_sale"]), len(decks[1]), len(decks[2])]
        plain_sizes = [len(plain["era_decks"][0]) + 6, len(plain["era_decks"][1]), len(plain["era_decks"][2])]
        assert sizes == [s + 3 for s in plain_sizes]
        assert all(info["invocations"] == EMPTY for info in state["players"])


def test_module_cards_are_removed_unless_their_module_is_played():
    """ "Some Invocations specify that they can only be used when playing with certain Modules
    ... remove any Invocation cards that do not apply before shuffling": on 60 seeds the Stealing
    card never appears without Stealing, the Monuments card never without Monuments; with both
    modules each turns up."""
    seen_with, seen_without = set(), set()
    for seed in range(60):
        for options, seen in (
            ({"invocations": True, "trading": True}, seen_without),
            ({"invocations": True, "stealing": True, "monuments": True}, seen_with),
        ):
            state = GAME.setup({"players": 3, **options}, seed)
            seen.update(in_deck([*state["deeds_for_sale"], *(c for d in state["era_decks"] for c in d)]))
    assert SENATE not in seen_without and VISION not in seen_without
    assert {SENATE, VISION} <= seen_with


def table_setup(invocations=True):
    return GAME.setup({"players": 3, "first_player": 0, "randomness": "table", "invocations": invocations})


def to_first_draw(state):
    """Answer the table's deal (first listed outcome) up to its first draw_deed."""
    while state["decisions"][-1]["kind"] != "draw_deed":
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    return state


def test_table_setup_adds_three_face_down_cards_to_each_deck():
    """At the table the "3 Invocation cards" of each Era deck are three face-down cards more,
    counted in ``face_down``."""
    state, plain = table_setup(), table_setup(invocations=False)
    assert [len(d) for d in state["era_decks"]] == [len(d) + 3 for d in plain["era_decks"]]
    assert state["invocations"] == {"face_down": [3, 3, 3]}
    assert plain["invocations"] is None


def test_a_table_draw_offers_invocations_only_while_the_deck_hides_one():
    """ "they are dealt onto the Deed board": the table's draw may be any unseen Invocation while
    the Era deck still hides one; after three have turned up only deeds are offered."""
    state = to_first_draw(table_setup())
    outcomes = {a["outcome"] for a in GAME.legal_actions(state)}
    assert outcomes >= BASE and not outcomes & {SENATE, VISION}
    deeds = outcomes - BASE
    assert len(deeds) > 0
    for n, card in enumerate(["tribute", "gift_of_land", "swift_hands"]):
        state, events = GAME.apply(state, {"type": "draw_deed", "player": CHANCE, "outcome": card})
        assert events_of(events, "invocation_drawn") == [
            {"type": "invocation_drawn", "invocation": card, "slot": n, "price": PRICES[n]}
        ]
        assert state["invocations"]["face_down"] == [2 - n, 3, 3]
        assert state["deeds_for_sale"][n] == card
    outcomes = {a["outcome"] for a in GAME.legal_actions(state)}
    assert outcomes == deeds  # no Invocation is hidden in the Era 1 deck any more


def test_a_table_draw_offers_deeds_only_while_the_deck_hides_one():
    """An Era 1 deck of three face-down cards that are all Invocations (the others moved to the
    Era 2 deck): the draw offers the 18 Invocations and no deed."""
    state = to_first_draw(table_setup())
    moved = len(state["era_decks"][0]) - 3
    state["era_decks"][0] = [None] * 3
    state["era_decks"][1] += [None] * moved
    GAME.check_state(state)
    outcomes = {a["outcome"] for a in GAME.legal_actions(state)}
    assert outcomes == BASE


# --- buying ----------------------------------------------------------------------------------
BOARD = [DEED, DEED, "tribute", DEED, "laurel_wreath", DEED]


def test_an_invocation_is_bought_at_its_slots_price_and_the_board_slides_and_refills():
    """ "Invocation cards are treated like Deed cards; they are dealt onto the Deed board and
    purchased with Silver." Tribute in the 4 silver slot: seat 0 pays 4 of 5; the dearer cards
    slide down and the deck's top card fills the last slot."""
    state = inv_state(board=BOARD, deeds={0: "A1"})
    before = list(state["deeds_for_sale"])
    top = state["era_decks"][0][0]
    listed = [a for a in GAME.legal_actions(state) if a["type"] == "buy_invocation"]
    assert [a["invocation"] for a in listed] == ["tribute"]  # Laurel Wreath costs 8
    state, events = act(state, "buy_invocation", 0, invocation="tribute")
    assert events_of(events, "invocation_bought") == [
        {"type": "invocation_bought", "player": 0, "invocation": "tribute", "price": 4}
    ]
    assert state["players"][0]["silver"] == 1
    assert cards_of(state, 0) == {"unused": ["tribute"], "ongoing": [], "used": []}
    assert state["players"][0]["deeds"] == ["A1"]
    assert state["deeds_for_sale"] == [before[0], before[1], before[3], before[4], before[5], top]
    assert state["decisions"] == [{"kind": "turn", "seat": 1}]  # a Buy a Deed action: the turn passes


def test_buying_an_invocation_needs_no_lot_marker():
    """Open question 1, Arbiter's reading: with all 8 Lot markers on the board a player may not
    buy a Deed but may still buy an Invocation (it takes no marker)."""
    state = inv_state(board=BOARD, deeds={0: "A1 A2 A3 A4 A5 A6 A7 A8"}, silver={0: 20})
    listed = [a for a in GAME.legal_actions(state) if a["type"] in ("buy_deed", "buy_invocation")]
    assert {a["type"] for a in listed} == {"buy_invocation"}
    assert {a["invocation"] for a in listed} == {"tribute", "laurel_wreath"}
    deed = state["deeds_for_sale"][0]
    assert illegal(state, {"type": "buy_deed", "player": 0, "deed": deed}).code == "no_lot_markers"
    state, _ = act(state, "buy_invocation", 0, invocation="laurel_wreath")
    assert state["players"][0]["silver"] == 20 - 8


def test_an_invocation_is_not_bought_as_a_deed_nor_a_deed_as_an_invocation():
    state = inv_state(board=BOARD, silver={0: 20})
    assert illegal(state, {"type": "buy_deed", "player": 0, "deed": "tribute"}).code in (
        "deed_not_for_sale",
        "malformed_action",
    )
    assert illegal(state, {"type": "buy_invocation", "player": 0, "invocation": "gift_of_land"}).code == (
        "invocation_not_for_sale"
    )


def test_a_bought_invocation_is_face_down_to_the_other_players():
    """ "Once purchased, Invocation cards are kept face-down in a player's play area until used":
    the buyer sees the card, another seat (and a spectator) only how many."""
    state = inv_state(board=BOARD)
    state, _ = act(state, "buy_invocation", 0, invocation="tribute")
    assert GAME.view(state, 0)["players"][0]["invocations"] == {
        "unused": ["tribute"],
        "unused_count": 1,
        "ongoing": [],
        "used": [],
    }
    for viewer in (1, None):
        assert GAME.view(state, viewer)["players"][0]["invocations"] == {
            "unused": [],
            "unused_count": 1,
            "ongoing": [],
            "used": [],
        }


def test_the_view_shows_invocations_on_the_deed_board_with_their_price():
    state = inv_state(board=BOARD)
    row = GAME.view(state, 1)["deeds_for_sale"]
    assert row[2] == {"invocation": "tribute", "price": 4}
    assert row[4] == {"invocation": "laurel_wreath", "price": 8}
    assert row[0] == {"deed": state["deeds_for_sale"][0], "price": 2}


# --- the Era's end ----------------------------------------------------------------------------
def test_an_era_ends_only_when_the_board_holds_neither_deeds_nor_invocations():
    """ "Invocation cards are treated like Deed cards": with the Era deck empty, a board holding
    only Tribute keeps the Era going; buying it begins the final turns."""
    state = inv_state(board=[DEED, "tribute"], deck=0, silver={0: 10, 1: 10})
    state, events = act(state, "buy_deed", 0, deed=state["deeds_for_sale"][0])
    assert state["phase"] == "turn" and state["deeds_for_sale"] == ["tribute"]
    assert not events_of(events, "era_ending")
    state, events = act(state, "take_income", 1)
    assert state["phase"] == "turn" and not events_of(events, "era_ending")
    state, events = act(state, "buy_invocation", 2, invocation="tribute")
    assert state["phase"] == "final_turn" and state["deeds_for_sale"] == []
    assert events_of(events, "era_ending") == [{"type": "era_ending", "era": 1, "first_player": 3}]


def test_a_free_card_taken_before_the_action_empties_the_board_and_the_era_ends_after_the_turn():
    """Gift of Land takes the board's last card (Tribute) before seat 0's action: the turn still
    has its action, then the final turns begin ("Once the Deed board is empty for the round, each
    player takes one final turn")."""
    state = inv_state(board=["tribute"], deck=0, held={0: {"unused": ["gift_of_land"]}})
    state, _ = invoke(state, 0, "gift_of_land", ["tribute"])
    assert state["phase"] == "turn" and state["deeds_for_sale"] == []
    assert state["decisions"] == [{"kind": "turn", "seat": 0}]
    state, events = act(state, "take_income", 0)
    assert state["phase"] == "final_turn" and state["final_turns_left"] == 4
    assert events_of(events, "era_ending") == [{"type": "era_ending", "era": 1, "first_player": 1}]


# --- instant kinds --------------------------------------------------------------------------
def test_gain_silver_and_gain_vp_are_free_and_the_cards_go_to_the_used_pile():
    """ "Activating an Invocation card does not require an action ... After using an Invocation
    card, place it face-up in your Deed card pile." Mercury's Purse: 4 Silver; Laurel Wreath:
    4 VP; the turn goes on."""
    state = inv_state(held={0: {"unused": ["mercurys_purse", "laurel_wreath"]}}, vp={0: 3})
    state, events = invoke(state, 0, "mercurys_purse")
    assert events_of(events, "invocation_used") == [
        {"type": "invocation_used", "player": 0, "invocation": "mercurys_purse", "targets": []}
    ]
    assert state["players"][0]["silver"] == 5 + 4
    state, _ = invoke(state, 0, "laurel_wreath")
    assert state["players"][0]["vp"] == 3 + 4
    assert cards_of(state, 0) == {"unused": [], "ongoing": [], "used": ["laurel_wreath", "mercurys_purse"]}
    assert state["decisions"] == [{"kind": "turn", "seat": 0}]
    assert GAME.view(state, 2)["players"][0]["invocations"]["used"] == ["laurel_wreath", "mercurys_purse"]


def test_an_instant_discount_lowers_the_next_purchase_of_the_turn_never_below_zero():
    """Favour of Ceres: "Use while buying a Deed: pay 3 Silver less for it (never below 0)." The
    6 slot costs 3; the 2 slot costs 0."""
    state = inv_state(held={0: {"unused": ["favour_of_ceres"]}}, silver={0: 10})
    state, _ = invoke(state, 0, "favour_of_ceres")
    assert state["decisions"][0]["discount"] == 3
    assert GAME.view(state, 0)["this_turn"] == {"discount": 3}
    dear, cheap = state["deeds_for_sale"][3], state["deeds_for_sale"][0]
    after, events = act(state, "buy_deed", 0, deed=dear)
    assert events_of(events, "deed_bought")[0]["price"] == 3
    assert after["players"][0]["silver"] == 10 - 3
    after, events = act(state, "buy_deed", 0, deed=cheap)
    assert events_of(events, "deed_bought")[0]["price"] == 0
    assert after["players"][0]["silver"] == 10
    assert "discount" not in after["decisions"][0]


def test_an_instant_discount_is_gone_next_turn():
    """ "used as part of one Buy a Deed" this turn: seat 0 takes income instead; on seat 1's
    turn and on seat 0's next turn the 6 slot costs 6."""
    state = inv_state(held={0: {"unused": ["favour_of_ceres"]}}, silver=[10, 10, 10, 10])
    state, _ = invoke(state, 0, "favour_of_ceres")
    state, _ = act(state, "take_income", 0)
    assert state["decisions"] == [{"kind": "turn", "seat": 1}]
    assert GAME.view(state, 1)["this_turn"] is None
    state, events = act(state, "buy_deed", 1, deed=state["deeds_for_sale"][3])
    assert events_of(events, "deed_bought")[0]["price"] == 6
    for p in (2, 3):
        state, _ = act(state, "take_income", p)
    state, events = act(state, "buy_deed", 0, deed=state["deeds_for_sale"][3])
    assert events_of(events, "deed_bought")[0]["price"] == 6
    assert state["players"][0]["silver"] == 10 + 5 - 6


def test_an_instant_discount_is_spent_by_one_purchase():
    """Favour of Ceres with Busy Forum (a second Buy a Deed): the first purchase is 3 less, the
    second pays the full 6."""
    state = inv_state(held={0: {"unused": ["favour_of_ceres", "busy_forum"]}}, silver={0: 20})
    state, _ = invoke(state, 0, "favour_of_ceres")
    state, _ = invoke(state, 0, "busy_forum")
    state, events = act(state, "buy_deed", 0, deed=state["deeds_for_sale"][3])
    assert events_of(events, "deed_bought")[0]["price"] == 3
    state, events = act(state, "buy_deed", 0, deed=state["deeds_for_sale"][3])
    assert events_of(events, "deed_bought")[0]["price"] == 6
    assert state["players"][0]["silver"] == 20 - 3 - 6


def test_extra_construct():
    """Swift Hands of Minerva: "Construct a Building in addition to your action this turn." Two
    buildings in one turn; between them only a construction (or ending the turn) is offered."""
    state = inv_state(held={0: {"unused": ["swift_hands"]}}, deeds={0: "A1 C1"})
    state, _ = invoke(state, 0, "swift_hands")
    assert GAME.view(state, 0)["this_turn"] == {"extra": ["construct"]}
    state, _ = build(state, 0, "domus", "A1")
    assert state["decisions"] == [{"kind": "extra_action", "seat": 0, "extra": ["construct"]}]
    assert types(state) == {"construct", "end_turn"}
    assert illegal(state, {"type": "take_income", "player": 0}).code == "wrong_phase"
    state, _ = build(state, 0, "domus", "C1")
    assert state["decisions"] == [{"kind": "turn", "seat": 1}]
    assert [b["lots"] for b in state["buildings"] if b["owner"] == 0] == [["A1"], ["C1"]]


def test_extra_buy_deed_also_buys_an_invocation():
    """Busy Forum: "Buy a Deed in addition to your action this turn." The extra action may buy
    a deed or an Invocation (bought like a Deed)."""
    state = inv_state(board=BOARD, held={0: {"unused": ["busy_forum"]}}, silver={0: 20})
    state, _ = invoke(state, 0, "busy_forum")
    deed = state["deeds_for_sale"][0]
    state, _ = act(state, "buy_deed", 0, deed=deed)
    assert state["decisions"][0]["kind"] == "extra_action"
    assert types(state) == {"buy_deed", "buy_invocation", "end_turn"}
    assert illegal(state, {"type": "take_income", "player": 0}).code == "wrong_phase"
    state, _ = act(state, "buy_invocation", 0, invocation="tribute")  # now in the 3 slot
    assert state["players"][0]["silver"] == 20 - 2 - 3
    assert state["players"][0]["deeds"] == [deed]
    assert cards_of(state, 0)["unused"] == ["tribute"]
    assert state["decisions"] == [{"kind": "turn", "seat": 1}]


def test_extra_take_income():
    """Double Petition: "Take Income in addition to your action this turn." 5 + 5 silver."""
    state = inv_state(held={0: {"unused": ["double_petition"]}})
    state, _ = invoke(state, 0, "double_petition")
    state, _ = act(state, "take_income", 0)
    assert state["players"][0]["silver"] == 5 + 5
    assert types(state) == {"take_income", "end_turn"}
    state, _ = act(state, "take_income", 0)
    assert state["players"][0]["silver"] == 5 + 5 + 5
    assert state["decisions"] == [{"kind": "turn", "seat": 1}]


def test_ending_the_turn_forfeits_an_extra_action():
    state = inv_state(held={0: {"unused": ["double_petition"]}})
    state, _ = invoke(state, 0, "double_petition")
    state, _ = act(state, "take_income", 0)
    state, events = act(state, "end_turn", 0)
    assert events == [{"type": "turn_ended", "player": 0}]
    assert state["decisions"] == [{"kind": "turn", "seat": 1}]
    assert state["players"][0]["silver"] == 5 + 5
    assert GAME.view(state, 0)["this_turn"] is None


def test_an_extra_action_after_the_action_with_trading():
    """With Trading the turn stays open after its action; Double Petition used then gives the
    second Take Income; after it the turn is open again (trades, end_turn)."""
    state = inv_state(held={0: {"unused": ["double_petition"]}}, trading=True)
    state, _ = act(state, "take_income", 0)
    assert state["decisions"] == [{"kind": "after_action", "seat": 0}]
    state, _ = invoke(state, 0, "double_petition")
    assert state["decisions"] == [{"kind": "extra_action", "seat": 0, "extra": ["take_income"]}]
    state, _ = act(state, "take_income", 0)
    assert state["players"][0]["silver"] == 5 + 5 + 5
    assert state["decisions"][0]["kind"] == "after_action" and not state["decisions"][0].get("extra")
    assert types(state) == {"propose_trade", "end_turn"}


def test_a_taken_extra_action_leaves_nothing_in_this_turn():
    state = inv_state(held={0: {"unused": ["double_petition"]}}, trading=True)
    state, _ = act(state, "take_income", 0)
    state, _ = invoke(state, 0, "double_petition")
    state, _ = act(state, "take_income", 0)
    assert GAME.view(state, 0)["this_turn"] is None
    assert state["decisions"] == [{"kind": "after_action", "seat": 0}]


def test_free_deed_takes_a_card_priced_at_most_its_max_price_and_refills_the_board():
    """Gift of Land: "Take a Deed for sale priced 4 Silver or less without paying." The slots of
    2, 3 and 4 are offered (an Invocation too, open question 3); the card is taken without paying,
    the board slides and refills, and the turn's action is still to come."""
    state = inv_state(board=BOARD, held={0: {"unused": ["gift_of_land"]}}, deeds={0: "A1"})
    row, top = list(state["deeds_for_sale"]), state["era_decks"][0][0]
    listed = [a["targets"] for a in GAME.legal_actions(state) if a["type"] == "invoke"]
    assert listed == [[row[0]], [row[1]], ["tribute"]]
    assert illegal(state, invoke_action(0, "gift_of_land", [row[3]])).code == "invalid_invocation"
    after, events = invoke(state, 0, "gift_of_land", [row[1]])
    assert after["players"][0]["deeds"] == sorted(["A1", row[1]], key=lambda d: (d[0], int(d[1:])))
    assert after["players"][0]["silver"] == 5
    assert after["deeds_for_sale"] == [row[0], "tribute", row[3], "laurel_wreath", row[5], top]
    assert not events_of(events, "deed_bought")
    assert after["decisions"] == [{"kind": "turn", "seat": 0}]
    assert cards_of(after, 0)["used"] == ["gift_of_land"]
    after, _ = invoke(state, 0, "gift_of_land", ["tribute"])
    assert cards_of(after, 0) == {"unused": ["tribute"], "ongoing": [], "used": ["gift_of_land"]}


def test_free_deed_takes_a_deed_only_with_a_lot_marker_left():
    state = inv_state(board=BOARD, held={0: {"unused": ["gift_of_land"]}}, deeds={0: "A1 A2 A3 A4 A5 A6 A7 A8"})
    listed = [a["targets"] for a in GAME.legal_actions(state) if a["type"] == "invoke"]
    assert listed == [["tribute"]]
    action = invoke_action(0, "gift_of_land", [state["deeds_for_sale"][0]])
    assert illegal(state, action).code == "invalid_invocation"


def test_swap_empty_lots_needs_no_consent_and_keeps_the_lot_marker_counts():
    """Exchange of Deeds: "Swap one of your empty Lots with another player's empty Lot, Deed
    cards included." No answer is asked of seat 1; built lots are not offered."""
    state = inv_state(
        held={0: {"unused": ["exchange_of_deeds"]}},
        deeds={0: "A1", 1: "C5"},
        buildings=[(0, "domus", "A3"), (1, "domus", "C7")],
    )
    listed = [a["targets"] for a in GAME.legal_actions(state) if a["type"] == "invoke"]
    assert listed == [["A1", "C5"]]
    markers = [GAME.view(state)["players"][p]["lot_markers_on_board"] for p in (0, 1)]
    after, events = invoke(state, 0, "exchange_of_deeds", ["A1", "C5"])
    assert after["players"][0]["deeds"] == ["A3", "C5"]
    assert after["players"][1]["deeds"] == ["A1", "C7"]
    assert [GAME.view(after)["players"][p]["lot_markers_on_board"] for p in (0, 1)] == markers == [1, 1]
    assert after["decisions"] == [{"kind": "turn", "seat": 0}]
    assert events_of(events, "invocation_used")[0]["targets"] == ["A1", "C5"]
    for targets in (["A3", "C5"], ["A1", "C7"], ["C5", "A1"], ["A1"]):
        assert illegal(state, invoke_action(0, "exchange_of_deeds", targets)).code == "invalid_invocation"


def test_restore_favor_flips_a_spent_token_back():
    """Favour of the Senate: "Stealing only: turn one of your Spent (4 VP) Favor tokens back to
    its Unspent (2 VP) side." Only with a Spent token."""
    state = inv_state(held={0: {"unused": [SENATE]}}, stealing=True, check=False)
    # seat 1 stole a lot of seat 0's: its 2 VP token went to seat 0 flipped to Spent
    state["players"][0]["favors"] = {"unspent": 2, "spent": 1}
    state["players"][1]["favors"] = {"unspent": 1, "spent": 0}
    GAME.check_state(state)
    after, _ = invoke(state, 0, SENATE)
    assert after["players"][0]["favors"] == {"unspent": 3, "spent": 0}
    assert cards_of(after, 0)["used"] == [SENATE]
    state["players"][0]["favors"] = {"unspent": 3, "spent": 0}  # no Spent token
    GAME.check_state(state)
    assert not any(a["type"] == "invoke" for a in GAME.legal_actions(state))
    assert illegal(state, invoke_action(0, SENATE)).code == "invalid_invocation"


def test_the_stealing_card_is_not_in_a_game_without_stealing():
    """ "remove any Invocation cards that do not apply before shuffling": a state holding Favour
    of the Senate in a game without Stealing is refused."""
    state = inv_state(held={0: {"unused": [SENATE]}}, stealing=True)
    state["options"]["stealing"] = False
    for info in state["players"]:
        info["favors"] = {"unspent": 0, "spent": 0}
    with pytest.raises(InvalidState, match="one place"):
        GAME.check_state(state)


# --- ongoing kinds ----------------------------------------------------------------------------
def test_ongoing_cards_stay_face_up_in_play():
    """ "Some Invocations cards specify that they are ongoing abilities — keep these cards face-up
    in your play area." """
    state = inv_state(held={0: {"unused": ["vulcans_forge"]}})
    state, _ = invoke(state, 0, "vulcans_forge")
    assert cards_of(state, 0) == {"unused": [], "ongoing": ["vulcans_forge"], "used": []}
    assert GAME.view(state, 1)["players"][0]["invocations"]["ongoing"] == ["vulcans_forge"]
    assert "discount" not in state["decisions"][0] and "extra" not in state["decisions"][0]


def test_ongoing_deed_discount_lowers_every_later_purchase():
    """Generous Patron: "Ongoing: every Deed you buy costs 1 Silver less": 5 for the 6 slot, this
    turn and on seat 0's next turn."""
    state = inv_state(held={0: {"unused": ["generous_patron"]}}, silver={0: 20})
    state, _ = invoke(state, 0, "generous_patron")
    state, events = act(state, "buy_deed", 0, deed=state["deeds_for_sale"][3])
    assert events_of(events, "deed_bought")[0]["price"] == 5
    for p in (1, 2, 3):
        state, _ = act(state, "take_income", p)
    state, events = act(state, "buy_deed", 0, deed=state["deeds_for_sale"][3])
    assert events_of(events, "deed_bought")[0]["price"] == 5
    assert state["players"][0]["silver"] == 20 - 5 - 5


def test_ongoing_extra_citizens_while_there_is_a_citizen():
    """Fertile Lands of Venus: "Ongoing: while you have at least 1 Citizen, your Population
    counts 2 more." With only a bakery: 0; after a domus: 1 + 2."""
    state = inv_state(held={0: {"unused": ["fertile_lands"]}}, deeds={0: "C1"}, buildings=[(0, "bakery", "A1")])
    state, _ = invoke(state, 0, "fertile_lands")
    assert GAME.view(state)["players"][0]["population"] == 0
    state, _ = build(state, 0, "domus", "C1")
    assert GAME.view(state)["players"][0]["population"] == 1 + 2


def test_ongoing_income_bonus():
    """Vulcan's Forge: "Ongoing: each time you Take Income, gain 2 more Silver." """
    state = inv_state(held={0: {"unused": ["vulcans_forge"]}})
    state, _ = invoke(state, 0, "vulcans_forge")
    state, events = act(state, "take_income", 0)
    assert events_of(events, "income_taken") == [{"type": "income_taken", "player": 0, "silver": 5 + 2}]
    assert state["players"][0]["silver"] == 5 + 7


@pytest.mark.parametrize("used", [True, False])
def test_ongoing_era_vp_per_type(used):
    """Temple Offering: "Ongoing: at each end-of-Era scoring, gain 1 VP for each Civic Building
    you own." Seat 0 owns a fountain, a library and a bakery: 2 in the row's ``cards``; a card
    not yet used does nothing."""
    built = [(0, "fountain", "A1"), (0, "library", "C1"), (0, "bakery", "E1")]
    state = inv_state(
        held={0: {"unused": ["temple_offering"]}}, phase="final_turn", final_turns_left=1, buildings=built
    )
    if used:
        state, _ = invoke(state, 0, "temple_offering")
    _, events = act(state, "take_income", 0)
    scored = rows(events)
    assert scored[0]["cards"] == {"vp": 2 if used else 0}
    assert scored[1]["cards"] == {"vp": 0}


@pytest.mark.parametrize("used", [True, False])
def test_ongoing_monument_vp(used):
    """Architect's Vision: "Ongoing: at each later Era scoring, 2 VP per Monument you own
    (Monuments only)." Seat 0 owns the Watchtower and the Temple of Venus: 4."""
    built = [(0, "watchtower", "A1"), (0, "temple_of_venus", "G1 H1"), (0, "domus", "C1")]
    state = inv_state(
        held={0: {"unused": [VISION]}},
        phase="final_turn",
        final_turns_left=1,
        buildings=built,
        monuments=MONUMENT_POOL,
    )
    if used:
        state, _ = invoke(state, 0, VISION)
    _, events = act(state, "take_income", 0)
    assert rows(events)[0]["cards"] == {"vp": 2 * 2 if used else 0}


# --- unused points at the end -----------------------------------------------------------------
def test_unused_points_count_only_for_cards_never_used():
    """ "Some Invocation cards show a Victory Points value — these points are only awarded at the
    end of the game if the Invocation has not been used." In the final Era's last turn seat 0
    holds Tribute (2 VP unused) and Laurel Wreath (2 VP unused), and uses the Wreath: its
    scoring row's cards count 2."""
    state = inv_state(
        held={0: {"unused": ["tribute", "laurel_wreath"]}},
        era=3,
        phase="final_turn",
        final_turns_left=1,
        rest_to=[2, 3],
        vp={0: 10},
    )
    state, _ = invoke(state, 0, "laurel_wreath")
    assert state["players"][0]["vp"] == 10 + 4
    state, events = act(state, "take_income", 0)
    scored = rows(events)
    assert scored[0]["cards"] == {"vp": 2}
    assert state["phase"] == "game_over"
    assert GAME.view(state, 1)["players"][0]["invocations"]["unused"] == ["tribute"]  # shown at the end


# --- whose turn, which card, which targets ------------------------------------------------------
def test_an_invocation_is_used_only_on_your_own_turn():
    """ "Unless otherwise specified, an Invocation card can only be used on your turn." """
    state = inv_state(held={1: {"unused": ["tribute"]}})
    assert illegal(state, invoke_action(1, "tribute")).code == "not_your_turn"
    assert not any(a["type"] == "invoke" for a in GAME.legal_actions(state))


def test_only_a_held_unused_card_is_used():
    state = inv_state(
        board=BOARD,
        held={0: {"unused": ["mercurys_purse"], "used": ["blessing_of_jupiter"]}, 1: {"unused": ["busy_forum"]}},
    )
    for card in ("busy_forum", "tribute", "blessing_of_jupiter", "grant_of_romulus"):
        assert illegal(state, invoke_action(0, card)).code == "invocation_not_held"


def test_wrong_targets_are_refused():
    state = inv_state(board=BOARD, held={0: {"unused": ["mercurys_purse", "grant_of_romulus"]}})
    assert illegal(state, invoke_action(0, "mercurys_purse", ["A1"])).code == "invalid_invocation"
    assert illegal(state, invoke_action(0, "grant_of_romulus")).code == "invalid_invocation"
    assert illegal(state, invoke_action(0, "grant_of_romulus", ["gift_of_land"])).code == "invalid_invocation"
    # Grant of Romulus reaches the 10 slot
    after, _ = invoke(state, 0, "grant_of_romulus", [state["deeds_for_sale"][5]])
    assert state["deeds_for_sale"][5] in after["players"][0]["deeds"]


# --- trading ------------------------------------------------------------------------------------
def bundle(silver=0, invocations=()):
    return {"lots": [], "silver": silver, "favors": {"unspent": 0, "spent": 0}, "invocations": list(invocations)}


def test_unused_and_ongoing_invocations_change_hands_and_act_for_the_new_holder():
    """ "If playing with the Trading & Stealing module, players may include unused or ongoing
    Invocation cards as part of their trades." Seat 0 uses Vulcan's Forge, then trades it and an
    unused Tribute to seat 1 for 1 silver; seat 0's income is 5, seat 1's 5 + 2."""
    state = inv_state(held={0: {"unused": ["tribute", "vulcans_forge"], "used": ["laurel_wreath"]}}, trading=True)
    state, _ = invoke(state, 0, "vulcans_forge")
    used = {"type": "propose_trade", "player": 0, "partner": 1, "give": bundle(invocations=["laurel_wreath"]),
            "take": bundle()}  # fmt: skip
    assert illegal(state, used).code == "invalid_offer"
    state, _ = act(state, "propose_trade", 0, partner=1, give=bundle(invocations=["tribute", "vulcans_forge"]),
                   take=bundle(silver=1))  # fmt: skip
    state, events = act(state, "accept_trade", 1)
    assert events_of(events, "trade_made")[0]["give"]["invocations"] == ["tribute", "vulcans_forge"]
    assert cards_of(state, 0) == {"unused": [], "ongoing": [], "used": ["laurel_wreath"]}
    assert cards_of(state, 1) == {"unused": ["tribute"], "ongoing": ["vulcans_forge"], "used": []}
    state, events = act(state, "take_income", 0)
    assert events_of(events, "income_taken")[0]["silver"] == 5
    state, _ = act(state, "end_turn", 0)
    state, events = act(state, "take_income", 1)
    assert events_of(events, "income_taken")[0]["silver"] == 5 + 2


def test_a_refused_offer_does_not_reveal_the_partners_face_down_invocations():
    """ "Once purchased, Invocation cards are kept face-down": seat 0's refused offer must not
    tell seat 0 which unused card seat 1 holds (docs/protocol.md: the bounds are public counts)."""
    state = inv_state(held={1: {"unused": ["laurel_wreath"], "ongoing": ["vulcans_forge"]}}, trading=True)
    assert "laurel_wreath" not in str(GAME.view(state, 0))
    refused = illegal(
        state,
        {"type": "propose_trade", "player": 0, "partner": 1, "give": bundle(), "take": bundle(invocations=["tribute"])},
    )
    assert refused.code == "invalid_offer"
    assert "laurel_wreath" not in str(refused.details)


# --- the state check ------------------------------------------------------------------------------
def test_the_state_check_refuses_an_invocation_in_two_places():
    state = inv_state(board=BOARD)
    state["players"][0]["invocations"]["unused"] = ["tribute"]
    with pytest.raises(InvalidState, match="one place"):
        GAME.check_state(state)


def test_the_state_check_refuses_invocations_without_the_option():
    state = make_state(check=False)
    state["players"][0]["invocations"]["unused"] = ["tribute"]
    with pytest.raises(InvalidState, match="options.invocations"):
        GAME.check_state(state)
    state = make_state(check=False)
    state["invocations"] = {"face_down": [0, 0, 0]}
    with pytest.raises(InvalidState, match="options.invocations"):
        GAME.check_state(state)


def test_the_state_check_refuses_a_turn_discount_without_the_option():
    state = make_state(check=False)
    state["decisions"][0]["discount"] = 3
    with pytest.raises(InvalidState, match="options.invocations"):
        GAME.check_state(state)


def test_the_state_check_refuses_an_extra_action_frame_with_nothing_to_take():
    state = inv_state()
    state["decisions"] = [{"kind": "extra_action", "seat": 0, "extra": []}]
    with pytest.raises(InvalidState, match="extra action"):
        GAME.check_state(state)


def test_the_state_check_counts_nine_invocations_and_the_face_down_ones():
    """ "deal 9 face-down": a tenth card, or a deck whose face_down is off by one, is refused."""
    state = inv_state()
    assert len(placed_cards(state)) == 9
    state["players"][0]["invocations"]["used"] = [sorted(BASE - set(placed_cards(state)))[0]]
    with pytest.raises(InvalidState, match="9 Invocations"):
        GAME.check_state(state)
    state = inv_state()
    state["invocations"]["face_down"][1] -= 1
    with pytest.raises(InvalidState, match="face_down"):
        GAME.check_state(state)


# --- a whole game -----------------------------------------------------------------------------------
def recompute_cards_vp(state, p):
    """A final row's ``cards`` by hand: unused cards' points, plus the ongoing Era cards."""
    info = state["players"][p]["invocations"]
    vp = sum(VP_UNUSED.get(c, 0) for c in info["unused"])
    owned = [b["kind"] for b in state["buildings"] if b["owner"] == p]
    for card in info["ongoing"]:
        if card in ERA_CARDS:
            kind = ERA_CARDS[card]
            vp += sum(
                1
                for k in owned
                if (kind == "residential" and k in RESIDENTIAL)
                or (kind == "commercial" and k in COMMERCIAL)
                or (kind == "civic" and k not in RESIDENTIAL | COMMERCIAL)
            )
    return vp


def test_whole_seeded_games_end_and_score_unused_invocations():
    """Seeded 4-player games with ``invocations: True`` end; the 9 cards all end with the
    players (every Era's board is emptied); each final scoring row's ``cards`` is the unused
    cards' points plus the ongoing Era cards, recomputed from the final state."""
    unused_total = 0
    for seed in range(1, 7):
        start = GAME.setup({"players": 4, "invocations": True}, seed)
        on_board = len(in_deck(start["deeds_for_sale"]))
        state, log = playout(4, seed, modules={"invocations": True})
        assert state["phase"] == "game_over"
        held = [c for info in state["players"] for pile in info["invocations"].values() for c in pile]
        assert len(held) == 9 == len(set(held))
        assert on_board + sum(len(events_of(ev, "invocation_drawn")) for _, ev in log) == 9
        final = [ev for _, ev in log if any(e["type"] == "era_scored" and e["final"] for e in ev)][-1]
        scored = rows(final)
        for p in range(4):
            assert scored[p]["cards"] == {"vp": recompute_cards_vp(state, p)}
            unused_total += sum(VP_UNUSED.get(c, 0) for c in state["players"][p]["invocations"]["unused"])
        assert events_of(final, "game_over")[0]["scores"] == [info["vp"] for info in state["players"]]
    assert unused_total > 0  # some card was left unused with points, so the check could fail
