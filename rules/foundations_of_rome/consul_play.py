"""Will of the Consul wired into the engine (option ``consul``): ``state["consul"]``, setup, the
Consul's turn, its controller's decisions and the draws (deed prices, scoring, the outcome and
the view: ``consul_scores.py``; the layout: docs/foundations-of-rome-consul.md). The rules are
``consul.py``.

``pending`` (``{step, lot, vacant, token}``) is the step under way: ``take`` the leftmost deed,
``construct`` on the new ``lot``, ``refill`` the ``vacant`` lots (also the starting tokens);
``token``: drawn, not placed yet. ``run`` plays it on until the table must draw
(``draw_consul_token``) or the controller choose (``place_consul_token``); their handlers go on.
"""

from typing import Any

from rules.core import Action, ActionSpec, Events, IllegalAction, State, chance, decisions, schema
from rules.core.decisions import CHANCE

from . import consul, deck, scoring
from .board import DEED, LOT_INDEX, name, sort_lots
from .consul import SIZES, size_of, token_ids

TAKE, CONSTRUCT, REFILL = "take", "construct", "refill"
PLACE, DRAW, DEAL = "place_consul_token", "draw_consul_token", "deal_consul_deed"
#: The decision kinds of this module (each answered by the action of the same type).
KINDS = (DEAL, DRAW, PLACE)
PLANNING, READY = "PLANNING", "READY"
TOKEN = {"type": "string", "enum": token_ids(), "description": "a Consul Building token, <kind>-<n>"}


def add_vp(c: dict[str, Any], amount: int) -> None:
    c["vp"] = max(-scoring.MAX_TALLY, min(scoring.MAX_TALLY, c["vp"] + amount))


def in_play(c: dict[str, Any]) -> dict[str, frozenset[int]]:
    """The Consul's tokens in play, token id → lot indices (``consul.py``'s form)."""
    return {t["token"]: frozenset(LOT_INDEX[x] for x in t["lots"]) for t in c["tokens"]}


def _names(cells: Any) -> list[str]:
    return sort_lots(name(i) for i in cells)


def _step(step: str, lot: str | None = None, vacant: Any = ()) -> dict[str, Any]:
    return {"step": step, "lot": lot, "vacant": _names(LOT_INDEX[x] for x in vacant), "token": None}


# --- setup ---------------------------------------------------------------------------
def starting_deeds(options: dict[str, Any]) -> int:
    """How many random deeds the Consul starts with (0 / 2 / 4 by difficulty; 0 without it)."""
    return consul.setup(options["consul"])["deeds"] if options.get("consul") else 0


def create(state: State) -> None:
    """Setup steps 2-5 of the module (lines 617-620): the Consul and the players on 5 VP, the
    card PLANNING side up before the first player, one face-down token pile per size."""
    opts = state["options"]
    if not opts.get("consul"):
        state["consul"] = None
        return
    start = consul.setup(opts["consul"])["vp"]
    piles: list[list[str | None]] = [list(consul.starting_piles()[s]) for s in SIZES]
    for pile in piles:
        if chance.is_table(state):
            pile[:] = [None] * len(pile)
        else:
            chance.shuffle(state, pile)
    state["consul"] = {
        "difficulty": opts["consul"],
        "vp": start,
        "card": PLANNING,
        "controller": opts["first_player"],
        "deeds": [],
        "forgone": [],
        "tokens": [],
        "piles": piles,
        "discards": [[] for _ in SIZES],
        "pending": None,
    }
    for info in state["players"]:
        info["vp"] = start


def take_starting_deeds(state: State, rest: list[str]) -> list[str]:
    """Seeded: the Consul's random starting deeds, the first of the shuffled undealt cards (the
    Era decks are split from what is left). Returns what is left."""
    k = starting_deeds(state["options"])
    if k:
        state["consul"]["deeds"] = sort_lots(rest[:k])
    return rest[k:]


def deeds_to_take(state: State) -> int:
    """At the table during setup: the Consul's starting deeds not dealt yet."""
    c = state.get("consul")
    return max(0, starting_deeds(state["options"]) - len(c["deeds"])) if c else 0


def held(state: State) -> list[str]:
    """Every deed card in the Consul's Deed discard pile (owned lots and forgone ones)."""
    c = state.get("consul")
    return [*c["deeds"], *c["forgone"]] if c else []


def begin(state: State) -> None:
    """Seeded setup's last step: the starting tokens (Hard/Challenge) — "Place a Building token on
    each associated Lot" (lines 629, 633), the largest that fits, the controller choosing where."""
    c = state.get("consul")
    if c is None:
        return
    c["controller"] = state["options"]["first_player"]
    if c["deeds"]:
        c["pending"] = _step(REFILL, vacant=c["deeds"])
        run(state, [])


def setup_step(state: State, events: Events) -> bool:
    """At the table, after the Deed board is filled: deal the Consul's starting deeds (each a
    draw), then its starting tokens. True while setup waits on them."""
    c = state.get("consul")
    if c is None:
        return False
    c["controller"] = state["options"]["first_player"]
    if deeds_to_take(state):
        chance.pick(state, DEAL, [])
        return True
    if c["pending"] is None and not c["tokens"] and c["deeds"]:
        c["pending"] = _step(REFILL, vacant=c["deeds"])
        run(state, events)  # when it ends it continues the setup itself
        return True
    return c["pending"] is not None


# --- the Consul's turn -----------------------------------------------------------------
def after_turn(state: State, events: Events, seat: int) -> None:
    """ "After the starting player finishes their turn, they must flip the Consul card to the
    READY side. If the Consul card is already on the READY side, perform the following steps"
    (line 640). The starting player is the Consul's controller (our reading); the card is
    turned back to PLANNING (line 661) as the Consul begins to act."""
    c = state.get("consul")
    if c is None or seat != c["controller"] or state["phase"] != "turn":
        return
    acts, side = consul.after_starting_turn(c["card"])
    c["card"] = side
    events.append({"type": "consul_card_flipped", "side": side})
    if acts:
        c["pending"] = _step(TAKE)
        run(state, events)


def acting(state: State) -> bool:
    """The Consul is in the middle of a step (its act may have emptied the Deed board)."""
    c = state.get("consul")
    return c is not None and c["pending"] is not None


def _waiting(state: State) -> bool:
    top = decisions.top(state["decisions"])
    return top is not None and (top.get("seat") == CHANCE or top["kind"] in KINDS)


def resume(state: State, events: Events) -> None:
    """Carry on with the Consul's step once the table has drawn for the Deed board."""
    c = state.get("consul")
    if c is not None and c["pending"] is not None and not _waiting(state):
        run(state, events)


def run(state: State, events: Events) -> None:
    """Play the pending step on until it is done or a draw or a choice is needed."""
    c = state["consul"]
    while c["pending"] is not None:
        if _waiting(state):
            return
        p = c["pending"]
        if p["step"] == TAKE:
            _take(state, events)
            continue
        if p["token"] is None:
            need = needed(state)
            if need.size == 0:  # nothing left that fits: the lots stay empty (our reading)
                c["pending"] = None
            else:
                _draw(state, events, need.size)  # at the table: a draw is now awaited
            continue
        options = needed(state).options
        if len(options) > 1:
            state["decisions"].append(decisions.single(PLACE, c["controller"]))
            return
        _place(state, events, options[0])
    _finish(state, events)


def _finish(state: State, events: Events) -> None:
    if state["phase"] == "setup":
        deck.continue_setup(state, events)
    elif state["phase"] == "turn" and deck.exhausted(state):
        from .actions import _begin_final_turns  # actions imports this module

        _begin_final_turns(state, events)


def _take(state: State, events: Events) -> None:
    """ "Take the leftmost card on the Deed board. That Deed now belongs to the Consul ... Slide
    the Deed cards down and draw a new card" (lines 642-644); with no token of the size needed
    left, "the Consul does not take the Lot. Instead, the Consul receives 7 Victory Points"
    (line 659): the card stays in its discard pile (``forgone``), the lot is nobody's."""
    c = state["consul"]
    deed = state["deeds_for_sale"].pop(0)
    events.append({"type": "consul_deed_taken", "deed": deed})
    plan = consul.construction(in_play(c), LOT_INDEX[deed], *_supply(c, None))
    if plan.exhausted:
        c["forgone"] = sort_lots([*c["forgone"], deed])
        add_vp(c, plan.vp)
        c["pending"] = None
        events.append({"type": "consul_exhausted", "deed": deed, "size": plan.size, "vp": plan.vp})
    else:
        c["deeds"] = sort_lots([*c["deeds"], deed])
        c["pending"] = _step(CONSTRUCT, lot=deed)
    deck.refill(state, events)


def _supply(c: dict[str, Any], drawn: str | None) -> tuple[dict[int, list[Any]], dict[int, list[str]]]:
    """Piles and discards by size; a drawn token is counted back on top of its pile, so the
    step asks for the same token after the draw as before it."""
    piles = {s: list(c["piles"][s - 1]) for s in SIZES}
    if drawn is not None:
        piles[size_of(drawn)].insert(0, drawn)
    return piles, {s: list(c["discards"][s - 1]) for s in SIZES}


def needed(state: State) -> consul.Construction:
    """The token size the pending construct/refill step needs and where it may go."""
    c = state["consul"]
    p = c["pending"]
    piles, discards = _supply(c, p["token"])
    if p["step"] == CONSTRUCT:
        return consul.construction(in_play(c), LOT_INDEX[p["lot"]], piles, discards)
    return consul.refill({LOT_INDEX[x] for x in p["vacant"]}, piles, discards)


def _draw(state: State, events: Events, size: int) -> bool:
    """Draw the top token of ``size``: "If a face-down token pile is empty, shuffle the token
    discards to form a new face-down pile" (line 657). False: the table draws it."""
    c = state["consul"]
    pile, discard = c["piles"][size - 1], c["discards"][size - 1]
    if not pile:
        pile[:] = [None] * len(discard) if chance.is_table(state) else list(discard)
        if not chance.is_table(state):
            chance.shuffle(state, pile)
        events.append({"type": "consul_tokens_reshuffled", "size": size, "count": len(discard)})
        discard.clear()
    if pile[0] is None:
        chance.pick(state, DRAW, [])
        return False
    _drawn(c, pile.pop(0), events)
    return True


def _drawn(c: dict[str, Any], token: str, events: Events) -> None:
    c["pending"]["token"] = token
    events.append({"type": "consul_token_drawn", "token": token})


def _place(state: State, events: Events, placement: frozenset[int]) -> None:
    """Put the drawn token down; the smaller tokens it covers go to the discard piles by size
    (line 652); lots left empty are refilled next (line 653)."""
    c = state["consul"]
    p = c["pending"]
    token = p["token"]
    tokens = in_play(c)
    kept, gone, vacant = consul.place(tokens, token, placement)
    for old in gone:
        c["discards"][size_of(old) - 1] = sorted([*c["discards"][size_of(old) - 1], old], key=token_ids().index)
        events.append({"type": "consul_token_discarded", "token": old, "lots": _names(tokens[old])})
    c["tokens"] = [{"token": t, "lots": _names(kept[t])} for t in token_ids() if t in kept]
    events.append({"type": "consul_token_placed", "token": token, "lots": _names(placement)})
    left = vacant if p["step"] == CONSTRUCT else {LOT_INDEX[x] for x in p["vacant"]} - placement
    c["pending"] = _step(REFILL, vacant=_names(left)) if left else None


# --- actions -------------------------------------------------------------------------
def _list_place(state: State, seat: int) -> list[Action]:
    return [{"type": PLACE, "player": seat, "lots": _names(p)} for p in needed(state).options]


def _place_token(state: State, action: Action, events: Events) -> None:
    if action not in _list_place(state, action["player"]):
        raise IllegalAction(
            f"the Consul's {state['consul']['pending']['token']} cannot go on {action['lots']!r}; "
            "it goes on one of the listed placements (the largest token that fits)",
            code="consul_placement",
        )
    state["decisions"].pop()
    _place(state, events, frozenset(LOT_INDEX[x] for x in action["lots"]))
    run(state, events)


def unseen_tokens(state: State) -> list[str]:
    """At the table: the tokens the face-down pile of the size needed may hold."""
    c = state["consul"]
    size = needed(state).size
    seen = {t["token"] for t in c["tokens"]} | set(c["discards"][size - 1])
    return [t for t in token_ids() if size_of(t) == size and t not in seen]


def _draw_token(state: State, action: Action, events: Events) -> None:
    outcome = action["outcome"]
    if not isinstance(outcome, str) or outcome not in unseen_tokens(state):
        raise IllegalAction(f"{outcome!r} is not a possible outcome of {DRAW}", code="impossible_outcome")
    state["decisions"].pop()
    c = state["consul"]
    c["piles"][size_of(outcome) - 1].pop(0)
    _drawn(c, outcome, events)
    run(state, events)


def _deal_deed(state: State, action: Action, events: Events) -> None:
    outcome = action["outcome"]
    if not isinstance(outcome, str) or outcome not in deck.unseen(state):
        raise IllegalAction(f"{outcome!r} is not a possible outcome of {DEAL}", code="impossible_outcome")
    state["decisions"].pop()
    c = state["consul"]
    c["deeds"] = sort_lots([*c["deeds"], outcome])
    events.append({"type": "consul_deed_dealt", "deed": outcome})
    deck.continue_setup(state, events)


ACTIONS = (
    ActionSpec(
        PLACE,
        "Will of the Consul: the controlling player chooses where the Consul's drawn token goes",
        {"lots": schema.array(DEED, minItems=1, maxItems=4)},
        (PLACE,),
        _place_token,
        _list_place,
    ),
    ActionSpec(
        DRAW,
        "the table: the top token of the Consul's face-down pile of the size needed",
        {"outcome": TOKEN},
        (DRAW,),
        _draw_token,
        lambda state, seat: [chance.action(DRAW, t) for t in unseen_tokens(state)],
        chance=True,
    ),
    ActionSpec(
        DEAL,
        "the table: one of the Consul's random starting deeds (Hard, Challenge)",
        {"outcome": DEED},
        (DEAL,),
        _deal_deed,
        lambda state, seat: [chance.action(DEAL, d) for d in deck.unseen(state)],
        chance=True,
    ),
)
