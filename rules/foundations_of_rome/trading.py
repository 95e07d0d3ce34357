"""TRADING & STEALING MODULE: Trading.

"On your turn, you may trade empty Lots you own with any other player(s) who are willing to
trade ... You can trade multiple Lots, make uneven trades, and offer Silver or Favor tokens as
part of your trade." A trade is "made by simply swapping the Lot tokens on the traded Lots,
along with their associated Deed cards". "Only empty Lots can be traded, never Buildings."

An offer is a parametric action (docs/protocol.md): ``propose_trade`` lists one small valid
offer per partner, and any other offer within the bounds applies. The partner answers with
``accept_trade`` or ``decline_trade``, a decision of their seat on top of the turn.
"""

from typing import Any

import jsonschema_rs

from rules.core import Action, ActionSpec, Events, IllegalAction, State, decisions
from rules.core.schema import array, integer, obj

from . import invocations, perks
from .board import DEED, City, lot_markers_on_board, name, sort_lots
from .scoring import MAX_TALLY, gain

ANSWER = "answer_trade"
SIDES = ("unspent", "spent")

BUNDLE = obj(
    {
        "lots": array(DEED, maxItems=100, description="empty lots, with their Deed cards"),
        "silver": integer(0, MAX_TALLY),
        "favors": obj({side: integer(0, 10) for side in SIDES}, description="Favor tokens by side"),
        "invocations": array(invocations.CARD, maxItems=20, description="unused or ongoing Invocation cards"),
    },
    description="what one side of a trade hands over",
)


_VALID = jsonschema_rs.Draft202012Validator(BUNDLE, validate_formats=False)


def empty_bundle() -> dict[str, Any]:
    return {"lots": [], "silver": 0, "favors": dict.fromkeys(SIDES, 0), "invocations": []}


def holdings(state: State, p: int) -> dict[str, Any]:
    """The most ``p`` may hand over: every empty lot, all silver, every Favor token, every unused
    or ongoing Invocation ("players may include unused or ongoing Invocation cards as part of
    their trades") — the bounds of either side of an offer."""
    info = state["players"][p]
    return {
        "lots": [name(i) for i in sorted(City(state).empty_lots(p))],
        "silver": info["silver"],
        "favors": dict(info["favors"]),
        "invocations": sorted(invocations.holdings(info)),
    }


def _seen(state: State, seat: int) -> dict[str, Any]:
    """``seat``'s holdings as another player sees them: face-down Invocations by count only."""
    seen = holdings(state, seat)
    held = state["players"][seat]["invocations"]
    seen["invocations"] = sorted(held["ongoing"])
    seen["unused_invocations"] = len(held["unused"])
    return seen


def offer_problem(state: State, p: int, partner: int, give: dict[str, Any], take: dict[str, Any]) -> str | None:
    """Why ``p`` may not offer ``give`` for ``partner``'s ``take``, or None."""
    if partner == p or not 0 <= partner < len(state["players"]):
        return f"the partner must be another seat of this {len(state['players'])}-player game"
    if give == empty_bundle() and take == empty_bundle():
        return "an offer hands over something"
    for seat, bundle in ((p, give), (partner, take)):
        has = holdings(state, seat)
        lots = bundle["lots"]
        if len(set(lots)) != len(lots) or not set(lots) <= set(has["lots"]):
            return f"player {seat} can trade only their own empty lots ({', '.join(has['lots']) or 'none'})"
        if bundle["silver"] > has["silver"]:
            return f"player {seat} has {has['silver']} silver"
        if any(bundle["favors"][side] > has["favors"][side] for side in SIDES):
            return f"player {seat} has Favor tokens {has['favors']}"
        cards = bundle["invocations"]
        if len(set(cards)) != len(cards) or not set(cards) <= set(has["invocations"]):
            return f"player {seat} can trade only their unused or ongoing Invocations"
    for seat, gets, gives in ((p, take, give), (partner, give, take)):
        markers = perks.lot_markers(state, seat)
        if lot_markers_on_board(state, seat) + len(gets["lots"]) - len(gives["lots"]) > markers:
            return f"player {seat} would need more than their {markers} lot markers on the board"
    return None


def _list_offers(state: State, p: int) -> list[Action]:
    """One small valid offer per partner: one silver, else one Favor token (unspent first),
    else the first empty lot, handed over for nothing — a gift is an uneven trade. (Valid by
    construction: the giver holds it, and only a lot needs room for the partner's marker.)"""
    info = state["players"][p]
    give = empty_bundle()
    if info["silver"]:
        give["silver"] = 1
    elif info["favors"]["unspent"] or info["favors"]["spent"]:
        give["favors"]["unspent" if info["favors"]["unspent"] else "spent"] = 1
    elif lot_markers_on_board(state, p):
        give["lots"] = holdings(state, p)["lots"][:1]
    else:
        return []
    found = []
    for partner in range(len(state["players"])):
        room = not give["lots"] or lot_markers_on_board(state, partner) < perks.lot_markers(state, partner)
        if partner != p and room:
            found.append(
                {"type": "propose_trade", "player": p, "partner": partner, "give": give, "take": empty_bundle()}
            )
    return found


def _propose(state: State, action: Action, events: Events) -> None:
    p, partner = action["player"], action["partner"]
    if type(partner) is not int or not all(_VALID.is_valid(action[k]) for k in ("give", "take")):
        raise IllegalAction(
            "'partner' is a seat and 'give' and 'take' are {lots, silver, favors: {unspent, spent}}",
            code="malformed_action",
        )
    give, take = (_normal(action[k]) for k in ("give", "take"))
    problem = offer_problem(state, p, partner, give, take)
    if problem:
        bounds = {"give": holdings(state, p)}
        if 0 <= partner < len(state["players"]) and partner != p:
            bounds["take"] = _seen(state, partner)
        raise IllegalAction(f"invalid offer: {problem}", code="invalid_offer", bounds=bounds)
    offer = {"from": p, "give": give, "take": take}
    state["decisions"].append(decisions.single(ANSWER, partner, offer=offer))
    events.append({"type": "trade_proposed", "player": p, "partner": partner, "give": give, "take": take})


def _normal(bundle: dict[str, Any]) -> dict[str, Any]:
    return {
        "lots": sort_lots(bundle["lots"]),
        "silver": bundle["silver"],
        "favors": dict(bundle["favors"]),
        "invocations": sorted(bundle["invocations"]),
    }


def _answer(state: State, action: Action, events: Events) -> None:
    frame = state["decisions"].pop()
    offer, partner = frame["offer"], action["player"]
    p = offer["from"]
    accepted = action["type"] == "accept_trade"
    if accepted:
        _hand_over(state, p, partner, offer["give"])
        _hand_over(state, partner, p, offer["take"])
    events.append(
        {"type": "trade_made" if accepted else "trade_declined", "player": p, "partner": partner}
        | ({"give": offer["give"], "take": offer["take"]} if accepted else {})
    )


def _hand_over(state: State, giver: int, receiver: int, bundle: dict[str, Any]) -> None:
    """ "swapping the Lot tokens on the traded Lots, along with their associated Deed cards"."""
    source, target = state["players"][giver], state["players"][receiver]
    source["deeds"] = [d for d in source["deeds"] if d not in bundle["lots"]]
    target["deeds"] = sort_lots([*target["deeds"], *bundle["lots"]])
    source["silver"] -= bundle["silver"]
    gain(target, "silver", bundle["silver"])
    for side in SIDES:
        source["favors"][side] -= bundle["favors"][side]
        target["favors"][side] += bundle["favors"][side]
    for card in bundle["invocations"]:  # an ongoing card works for its new holder (Q9)
        pile = "unused" if card in source["invocations"]["unused"] else "ongoing"
        source["invocations"][pile].remove(card)
        target["invocations"][pile] = sorted([*target["invocations"][pile], card])


def _lister(kind: str) -> Any:
    def answers(state: State, seat: int) -> list[Action]:
        return [{"type": kind, "player": seat}]

    return answers


def specs(turns: tuple[str, ...]) -> list[ActionSpec]:
    def on(state: State) -> bool:
        return bool(state["options"]["trading"])

    return [
        ActionSpec(
            "propose_trade",
            "Trading (free, on your turn): offer empty lots, silver and Favor tokens for the partner's",
            {"partner": integer(0, 4), "give": BUNDLE, "take": BUNDLE},
            turns,
            _propose,
            _list_offers,
            when=on,
            parametric=True,
        ),
        *(
            ActionSpec(kind, f"Trading: {verb} the offer made to you", {}, (ANSWER,), _answer, _lister(kind), when=on)
            for kind, verb in (("accept_trade", "accept"), ("decline_trade", "decline"))
        ),
    ]
