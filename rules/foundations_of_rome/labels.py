"""The labels of Foundations of Rome's actions: one line in the rulebook's words, with the
components' names from the data ("Buy deed B6 for 2 silver", "Build an Insula on E2, E3, E4",
"Table: deal B6 to seat 1").

A label names only what the acting seat may see: its own cards, the Deed board, the City. A
chance action's label names the outcome the table drew, which is the table's own.
"""

from collections.abc import Callable
from typing import Any

from rules.core import Action, State

from . import cards, consul, consul_scores, invocations, monuments, perks
from .actions import INCOME
from .board import DEED_PRICES, LOT_INDEX, City, commercial_silver, kinds

Labeller = Callable[[State, Action], str]


def label(state: State, action: Action) -> str:
    """The words for ``action`` (a ``KeyError`` for a type without its own)."""
    return LABELS[action["type"]](state, action)


# --- names ---------------------------------------------------------------------------------
def _card_name(family: cards.Family, card_id: str) -> str:
    return next(str(c["name"]) for c in cards.load(family) if c["id"] == card_id)


def _invocation(card_id: str) -> str:
    return str(invocations.by_id()[card_id]["name"])


def _deed_or_card(card: str) -> str:
    """A Deed card by its lot, an Invocation by its name."""
    return f"Invocation {_invocation(card)}" if invocations.is_invocation(card) else f"deed {card}"


def _building(kind: str) -> str:
    """A building with its article ("an Insula", "a Domus Maxima"); a Monument by its name.
    The variant in brackets ("Insula (long)") is left out: the lots show the shape."""
    data = kinds()[kind]
    name = str(data["name"]).split(" (")[0]
    if data.get("monument"):
        return name
    return ("an " if name[0] in "AEIOU" else "a ") + name


def _lots(lots: list[str]) -> str:
    return ", ".join(lots)


def _silver(amount: int) -> str:
    return f"{amount} silver"


# --- a turn --------------------------------------------------------------------------------
def _take_income(state: State, action: Action) -> str:
    p = action["player"]
    extra = commercial_silver(state, p) + perks.bonus(state, p, "income_bonus")
    return f"Take income ({INCOME} + {extra} silver)" if extra else f"Take income ({INCOME} silver)"


def _buy_deed(state: State, action: Action) -> str:
    slot = state["deeds_for_sale"].index(action["deed"])
    price = perks.deed_price(state, action["player"], consul_scores.prices(state)[slot])
    return f"Buy deed {action['deed']} for {_silver(price)}"


def _buy_invocation(state: State, action: Action) -> str:
    card = action["invocation"]
    price = perks.deed_price(state, action["player"], DEED_PRICES[state["deeds_for_sale"].index(card)])
    return f"Buy the Invocation {_invocation(card)} for {_silver(price)}"


def _invoke(state: State, action: Action) -> str:
    name, targets = _invocation(action["invocation"]), action["targets"]
    if len(targets) == 2:
        return f"Use {name}: swap your lot {targets[0]} for lot {targets[1]}"
    if len(targets) == 1:
        return f"Use {name}: take {_deed_or_card(targets[0])}"
    return f"Use {name}"


def _construct(state: State, action: Action) -> str:
    return f"Build {_building(action['building'])} on {_lots(action['lots'])}"


def _steal(state: State, action: Action) -> str:
    victim = City(state).owner[LOT_INDEX[action["lot"]]]
    return f"Steal {action['lot']} from seat {victim}"


# --- trading -------------------------------------------------------------------------------
def _bundle(bundle: dict[str, Any]) -> str:
    """One side of a trade in words: lots, silver, Favor tokens, Invocations; else "nothing"."""
    parts = list(bundle["lots"])
    if bundle["silver"]:
        parts.append(_silver(bundle["silver"]))
    for side, count in bundle["favors"].items():
        if count:
            parts.append(f"{count} {side} Favor token" + ("s" if count > 1 else ""))
    parts += [_invocation(card) for card in bundle["invocations"]]
    return ", ".join(parts) or "nothing"


def _propose_trade(state: State, action: Action) -> str:
    return f"Offer seat {action['partner']}: {_bundle(action['give'])} for {_bundle(action['take'])}"


# --- setup, the modules and the table ------------------------------------------------------
def _keep_card(state: State, action: Action) -> str:
    frame = state["decisions"][-1]
    if frame["kind"] == "keep_role":
        return f"Keep the role {_card_name('roles', action['card'])}"
    return f"Keep the objective {_card_name('objectives', action['card'])}"


def _deal_card(state: State, action: Action) -> str:
    frame = state["decisions"][-1]
    family = frame["family"]
    what = ("role " if family == "roles" else "objective ") + _card_name(family, action["outcome"])
    if frame.get("to") is None:
        return f"Table: turn up the {what}"
    return f"Table: deal the {what} to seat {frame['to']}"


def _consul_token(state: State, action: Action) -> str:
    token_id = str(action["outcome"])
    token = consul.token(token_id)
    return f"Table: draw the Consul's size {token['size']} {token['type']} token ({token_id})"


def _place_consul_token(state: State, action: Action) -> str:
    return f"Place the Consul's token on {_lots(action['lots'])}"


LABELS: dict[str, Labeller] = {
    "take_income": _take_income,
    "buy_deed": _buy_deed,
    "buy_invocation": _buy_invocation,
    "invoke": _invoke,
    "construct": _construct,
    "draft_deed": lambda state, a: f"Draft deed {a['deed']}",
    "end_turn": lambda state, a: "End your turn",
    "steal": _steal,
    "propose_trade": _propose_trade,
    "accept_trade": lambda state, a: "Accept the trade",
    "decline_trade": lambda state, a: "Decline the trade",
    "keep_card": _keep_card,
    "deal_card": _deal_card,
    "first_player": lambda state, a: f"Table: seat {a['outcome']} is the first player",
    "deal_deed": lambda state, a: f"Table: deal deed {a['outcome']} to seat {state['decisions'][-1]['to']}",
    "reveal_monument": lambda state, a: f"Table: turn over the Monument {monuments.monuments()[a['outcome']]['name']}",
    "draw_deed": lambda state, a: f"Table: draw {_deed_or_card(a['outcome'])} onto the Deed board",
    "place_consul_token": _place_consul_token,
    "draw_consul_token": _consul_token,
    "deal_consul_deed": lambda state, a: f"Table: deal deed {a['outcome']} to the Consul",
}
