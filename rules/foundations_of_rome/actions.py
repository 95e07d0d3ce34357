"""The actions of a turn — Take Income, Buy a Deed, Construct a Building — Deed Drafting,
and the draws a table makes when ``randomness`` is ``"table"``.

``ACTIONS`` declares each type once: its members, the decision it answers, its handler and
its lister. ``legal_actions`` lists them exactly; ``apply`` plays one on a copy of the state.
"""

from typing import Any

from rules.core import Action, ActionSpec, ActionTable, Events, IllegalAction, State, decisions, schema

from . import construct, consul_play, consul_scores, dealt, deck, invocations, perks, stealing, trading
from .board import (
    DEED,
    DEED_PRICES,
    commercial_silver,
    kinds,
    lot_markers_on_board,
    sort_lots,
)
from .scoring import gain, score_era, score_objectives

INCOME = 5
TURN, FINAL_TURN, DRAFT = "turn", "final_turn", "draft_deed"
#: With Trading, the turn stays open after its action: "you could make a trade, then buy a Lot
#: as your normal action, then trade away the Lot you just bought" — until ``end_turn``.
AFTER_ACTION = "after_action"
EXTRA = invocations.EXTRA
#: The actions a turn offers; with an Invocation's extra action pending (``EXTRA``), only that one.
MAIN = {"take_income": "take_income", "buy_deed": "buy_deed", "buy_invocation": "buy_deed", "construct": "construct"}


def _main(kind: str):  # type: ignore[no-untyped-def]
    """The ``when`` of a turn's action: in an ``EXTRA`` frame only the extra action granted."""

    def allowed(state: State) -> bool:
        frame = state["decisions"][-1]
        return frame["kind"] != EXTRA or MAIN[kind] in frame.get("extra", [])

    return allowed


# --- listing -------------------------------------------------------------------------
def _list_income(state: State, p: int) -> list[Action]:
    return [{"type": "take_income", "player": p}]


def _list_deed_purchases(state: State, p: int) -> list[Action]:
    info = state["players"][p]
    if lot_markers_on_board(state, p) >= perks.lot_markers(state, p):
        return []
    prices = consul_scores.prices(state)  # the Consul's minimum price, if any
    return [
        {"type": "buy_deed", "player": p, "deed": deed}
        for slot, deed in enumerate(state["deeds_for_sale"])
        if not invocations.is_invocation(deed) and info["silver"] >= perks.deed_price(state, p, prices[slot])
    ]


def _list_invocation_purchases(state: State, p: int) -> list[Action]:
    """ "Invocation cards are treated like Deed cards; they are ... purchased with Silver" (no
    lot marker needed: Arbiter's reading)."""
    info = state["players"][p]
    return [
        {"type": "buy_invocation", "player": p, "invocation": card}
        for slot, card in enumerate(state["deeds_for_sale"])
        if invocations.is_invocation(card) and info["silver"] >= perks.deed_price(state, p, DEED_PRICES[slot])
    ]


def _list_draft(state: State, p: int) -> list[Action]:
    return [{"type": "draft_deed", "player": p, "deed": d} for d in sort_lots(state["decisions"][-1]["hands"][p])]


# --- applying ------------------------------------------------------------------------
def _spend_extra(state: State, kind: str) -> None:
    """Taking the extra action an Invocation granted uses it up."""
    frame = state["decisions"][0]
    if frame["kind"] == EXTRA:
        frame["extra"].remove(MAIN[kind])


def _take_income(state: State, action: Action, events: Events) -> None:
    """ "gain you 5 Silver ... plus ... Silver equal to the value of the Commercial Buildings"."""
    p = action["player"]
    _spend_extra(state, "take_income")
    gained = INCOME + commercial_silver(state, p) + perks.bonus(state, p, "income_bonus")
    gain(state["players"][p], "silver", gained)
    events.append({"type": "income_taken", "player": p, "silver": gained})
    _end_turn(state, events)


def _buy_deed(state: State, action: Action, events: Events) -> None:
    p, deed = action["player"], action["deed"]
    row = state["deeds_for_sale"]
    if deed not in row:
        raise IllegalAction(
            f"deed {deed!r} is not for sale; for sale: {', '.join(row) or 'none'}", code="deed_not_for_sale"
        )
    if lot_markers_on_board(state, p) >= perks.lot_markers(state, p):
        raise IllegalAction("all your lot markers are already on the City board", code="no_lot_markers")
    slot = row.index(deed)
    if invocations.is_invocation(deed):
        raise IllegalAction(f"{deed} is an Invocation: buy_invocation", code="deed_not_for_sale")
    price = _pay(state, p, consul_scores.prices(state)[slot], deed)
    _spend_extra(state, "buy_deed")
    _take(state, p, deed, events, {"type": "deed_bought", "player": p, "deed": deed, "price": price})
    _end_turn(state, events)


def _buy_invocation(state: State, action: Action, events: Events) -> None:
    p, card = action["player"], action["invocation"]
    row = state["deeds_for_sale"]
    if not invocations.is_invocation(card) or card not in row:
        raise IllegalAction(f"Invocation {card!r} is not for sale", code="invocation_not_for_sale")
    price = _pay(state, p, DEED_PRICES[row.index(card)], card)
    _spend_extra(state, "buy_invocation")
    _take(state, p, card, events, {"type": "invocation_bought", "player": p, "invocation": card, "price": price})
    _end_turn(state, events)


def _pay(state: State, p: int, slot_price: int, card: str) -> int:
    """The price after discounts, paid; an Invocation's one-purchase discount is spent."""
    price = perks.deed_price(state, p, slot_price)
    info = state["players"][p]
    if info["silver"] < price:
        raise IllegalAction(f"{card} costs {price} silver; you have {info['silver']}", code="insufficient_silver")
    info["silver"] -= price
    state["decisions"][0].pop("discount", None)
    return price


def _take(state: State, p: int, card: str, events: Events, bought: dict[str, Any] | None = None) -> None:
    """A card leaves the Deed board for ``p`` (``bought``: the event saying so): "the dearer
    cards slide down one slot" and the board is refilled."""
    info = state["players"][p]
    if invocations.is_invocation(card):
        info["invocations"]["unused"] = sorted([*info["invocations"]["unused"], card])
    else:
        info["deeds"] = sort_lots(info["deeds"] + [card])
    state["deeds_for_sale"].remove(card)
    if bought:
        events.append(bought)
    deck.refill(state, events)


def _invoke(state: State, action: Action, events: Events) -> None:
    invocations.invoke(state, action, events, _take)


def _construct(state: State, action: Action, events: Events) -> None:
    _spend_extra(state, "construct")
    construct.build(state, action, events)
    _end_turn(state, events)


def _draft_deed(state: State, action: Action, events: Events) -> None:
    """Deed Drafting: choose one card secretly; when all have chosen, reveal, take the lots,
    and pass the rest of the hand to the player on the left."""
    p, deed = action["player"], action["deed"]
    draft = state["decisions"][-1]
    if not isinstance(deed, str) or deed not in draft["hands"][p]:
        raise IllegalAction(f"deed {deed!r} is not in your hand", code="deed_not_in_hand")
    if decisions.choose(draft, p, deed):
        _reveal_draft(state, events)


def _reveal_draft(state: State, events: Events) -> None:
    draft, n = state["decisions"][-1], len(state["players"])
    while True:
        for p, deed in enumerate(draft["choices"]):
            draft["hands"][p].remove(deed)
            info = state["players"][p]
            info["deeds"] = sort_lots(info["deeds"] + [deed])
            events.append({"type": "deed_drafted", "player": p, "deed": deed})
        draft["hands"] = [draft["hands"][(p - 1) % n] for p in range(n)]
        draft["choices"] = [None] * n
        if not draft["hands"][0]:
            events.append({"type": "draft_finished"})
            dealt.begin(state, events)
            return
        events.append({"type": "hands_passed"})
        if len(draft["hands"][0]) > 1:
            return
        draft["choices"] = [hand[0] for hand in draft["hands"]]  # the last card is forced


# --- turn order and Eras -------------------------------------------------------------
def _end_turn(state: State, events: Events) -> None:
    """The turn's action is done: an Invocation's extra action may follow; with Trading the
    player may still trade; else the next turn."""
    frame = state["decisions"][0]
    if frame.get("extra"):
        frame["kind"] = EXTRA
        return
    frame.pop("extra", None)  # every extra action granted has been taken
    if state["options"]["trading"]:
        state["decisions"][0]["kind"] = AFTER_ACTION
        return
    _next_turn(state, events)


def _pass(state: State, action: Action, events: Events) -> None:
    events.append({"type": "turn_ended", "player": action["player"]})
    _next_turn(state, events)


def _list_pass(state: State, p: int) -> list[Action]:
    return [{"type": "end_turn", "player": p}]


def _next_turn(state: State, events: Events) -> None:
    n = len(state["players"])
    turn = state["decisions"][0]  # below any draw the table still has to make
    for bonus in ("discount", "extra"):  # an Invocation's help lasts for the turn
        turn.pop(bonus, None)
    turn["kind"] = TURN if state["phase"] == "turn" else FINAL_TURN
    ended, turn["seat"] = turn["seat"], (turn["seat"] + 1) % n
    if state["phase"] == "turn":
        if deck.exhausted(state):
            _begin_final_turns(state, events)
        else:
            consul_play.after_turn(state, events, ended)  # Will of the Consul: the card, the Consul's act
        return
    state["final_turns_left"] -= 1
    if state["final_turns_left"] > 0:
        return
    events.append(score_era(state))
    if state["era"] == 3:
        scored = score_objectives(state)
        if scored:
            events.append(scored)
        state["phase"] = "game_over"
        state["decisions"] = []
        scores = [info["vp"] for info in state["players"]]
        events.append({"type": "game_over", "scores": scores, "winners": winners(state)})
        return
    # "A new round begins with the player to the left of the one who took the last turn."
    state["era"] += 1
    state["phase"] = "turn"
    turn["kind"] = TURN
    events.append({"type": "era_started", "era": state["era"], "first_player": turn["seat"]})
    consul_scores.pass_control(state, events)
    deck.refill(state, events)
    if deck.exhausted(state):
        _begin_final_turns(state, events)


def _begin_final_turns(state: State, events: Events) -> None:
    """ "Once the Deed board is empty for the round, each player takes one final turn to
    collect income or build (including the player who purchased the last Lot)."""
    state["phase"] = "final_turn"
    state["final_turns_left"] = len(state["players"])
    state["decisions"][0]["kind"] = FINAL_TURN
    events.append({"type": "era_ending", "era": state["era"], "first_player": state["decisions"][0]["seat"]})


def winners(state: State) -> list[int]:
    """The players with the most Victory Points (the rulebook names no tie-breaker); with the
    Consul every seat if the players won together, else none."""
    if state.get("consul") is not None:
        return consul_scores.winners(state)
    best = max(info["vp"] for info in state["players"])
    return [p for p, info in enumerate(state["players"]) if info["vp"] == best]


# --- the table ---------------------------------------------------------------------------
ACTIONS = ActionTable(
    [
        ActionSpec(
            "take_income",
            "Take Income: 5 silver plus your commercial buildings' silver",
            {},
            (TURN, FINAL_TURN, EXTRA),
            _take_income,
            _list_income,
            when=_main("take_income"),
        ),
        ActionSpec(
            "buy_deed",
            "Buy a Deed from the Deed board at its slot's price",
            {"deed": DEED},
            (TURN, EXTRA),
            _buy_deed,
            _list_deed_purchases,
            when=_main("buy_deed"),
        ),
        ActionSpec(
            "buy_invocation",
            "Invocations: buy an Invocation card from the Deed board at its slot's price (a Buy a Deed action)",
            {"invocation": invocations.CARD},
            (TURN, EXTRA),
            _buy_invocation,
            _list_invocation_purchases,
            when=_main("buy_invocation"),
        ),
        ActionSpec(
            "invoke",
            "Invocations (free, on your turn): use an unused Invocation; targets: the card taken (free_deed), "
            "your lot and another player's (swap_empty_lots), else none",
            {"invocation": invocations.CARD, "targets": schema.array({"type": "string", "maxLength": 40}, maxItems=2)},
            invocations.OWN_TURN,
            _invoke,
            invocations.list_invocations,
            when=lambda state: bool(state["options"]["invocations"]),
        ),
        ActionSpec(
            "construct",
            "Construct a building from your supply on lots you own",
            {
                "building": {"type": "string", "enum": list(kinds())},
                "lots": schema.array(DEED, minItems=1, maxItems=6),
            },
            (TURN, FINAL_TURN, EXTRA),
            _construct,
            construct.listed,
            when=_main("construct"),
        ),
        ActionSpec(
            "draft_deed",
            "Deed Drafting: keep one card of your hand, secretly",
            {"deed": DEED},
            (DRAFT,),
            _draft_deed,
            _list_draft,
        ),
        ActionSpec(
            "end_turn",
            "end your turn after its action (Trading: no more trades; Invocations: an extra action not taken)",
            {},
            (AFTER_ACTION, EXTRA),
            _pass,
            _list_pass,
        ),
        stealing.spec(invocations.OWN_TURN),
        *trading.specs(invocations.OWN_TURN),
        *dealt.specs(),
        *deck.CHANCE_ACTIONS,
        *consul_play.ACTIONS,
    ]
)
