"""INVOCATIONS MODULE: the cards, their place in the Era decks, and using them.

"shuffle the Invocation cards and deal 9 face-down at random. Shuffle 3 Invocation cards into
each Era deck"; "Invocation cards are treated like Deed cards; they are dealt onto the Deed
board and purchased with Silver. Once purchased, Invocation cards are kept face-down";
"Activating an Invocation card does not require an action. Unless otherwise specified, an
Invocation card can only be used on your turn"; ongoing ones stay face up; "Some Invocation
cards show a Victory Points value — these points are only awarded at the end of the game if
the Invocation has not been used." The cards are Arbiter's own (docs/foundations-of-rome-modules.md).
"""

from functools import cache
from typing import Any

from rules.core import Action, Events, IllegalAction, State, chance

from . import cards, scoring
from .board import DEED_PRICES, LOT_INDEX, City, lot_markers_on_board, name, sort_lots

DEALT, PER_ERA = 9, 3
MAX_DISCOUNT = 1000  # a turn's discount is bounded like every counter of a state (no game comes near)
EXTRA = "extra_action"
CARD = {
    "type": "string",
    "enum": sorted(c["id"] for c in cards.load("invocations")),
}  # the turn frame while an Invocation's extra action is still to take
OWN_TURN = ("turn", "final_turn", "after_action", EXTRA)


@cache
def by_id() -> dict[str, dict[str, Any]]:
    return {c["id"]: c for c in cards.load("invocations")}


def is_invocation(card_id: Any) -> bool:
    return isinstance(card_id, str) and card_id in by_id()


def in_play(options: dict[str, Any]) -> list[str]:
    """The ids shuffled: "remove any Invocation cards that" need a module not in play."""
    modules = {m for m in cards.MODULES if options.get(m)}
    return sorted(c["id"] for c in cards.invocations_in_play(modules))


def holdings(info: dict[str, Any]) -> list[str]:
    """A player's unused and ongoing cards (what a trade may hand over)."""
    return [*info["invocations"]["unused"], *info["invocations"]["ongoing"]]


# --- setup and drawing ---------------------------------------------------------------------
def shuffle_in(state: State) -> None:
    """Seeded: 9 of the cards in play, 3 shuffled into each Era deck; at the table, three
    face-down cards more in each deck (``face_down`` counts the Invocations among them)."""
    if not state["options"]["invocations"]:
        return
    state["invocations"] = {"face_down": [PER_ERA] * 3}
    if chance.is_table(state):
        for pile in state["era_decks"]:
            pile += [None] * PER_ERA
        return
    dealt = in_play(state["options"])
    chance.shuffle(state, dealt)
    for era, pile in enumerate(state["era_decks"]):
        pile += dealt[PER_ERA * era : PER_ERA * (era + 1)]
        chance.shuffle(state, pile)


def unseen(state: State) -> list[str]:
    """The Invocations in play nobody has seen yet."""
    seen = set(placed(state))
    return [c for c in in_play(state["options"]) if c not in seen]


def placed(state: State) -> list[str]:
    """Every Invocation known to be somewhere: the Era decks, the Deed board, the players."""
    found = [c for pile in state["era_decks"] for c in pile if is_invocation(c)]
    found += [c for c in state["deeds_for_sale"] if is_invocation(c)]
    for info in state["players"]:
        found += [*holdings(info), *info["invocations"]["used"]]
    return found


def drawable(state: State, deeds: list[str]) -> list[str]:
    """What the table's next face-down card may be: an unseen deed while the deck still hides
    one, an unseen Invocation while it still hides one."""
    if not state["options"]["invocations"]:
        return deeds
    era = state["era"] - 1
    hidden = state["invocations"]["face_down"][era]
    face_down = state["era_decks"][era].count(None)
    return (deeds if face_down > hidden else []) + (unseen(state) if hidden else [])


def revealed(state: State, card: str) -> None:
    """A face-down card of the current Era deck turned out to be ``card``."""
    if is_invocation(card):
        state["invocations"]["face_down"][state["era"] - 1] -= 1


# --- using them ---------------------------------------------------------------------------
def _targets(state: State, p: int, effect: dict[str, Any]) -> list[list[str]]:
    """The choices an Invocation asks for: a card for sale (free_deed), one of your empty lots
    and another player's (swap_empty_lots); ``[[]]`` for none; ``[]`` when it cannot be used."""
    kind, info = effect["kind"], state["players"][p]
    if kind == "free_deed":
        markers_left = lot_markers_on_board(state, p) < _markers(state, p)
        return [
            [c]
            for slot, c in enumerate(state["deeds_for_sale"])
            if DEED_PRICES[slot] <= effect["max_price"] and (is_invocation(c) or markers_left)
        ]
    if kind == "swap_empty_lots":
        city = City(state)
        mine = [name(i) for i in sorted(city.empty_lots(p))]
        theirs = sort_lots(name(i) for q in range(len(state["players"])) if q != p for i in city.empty_lots(q))
        return [[a, b] for a in mine for b in theirs]
    if kind == "restore_favor":
        return [[]] if info["favors"]["spent"] else []
    return [[]]


def _markers(state: State, p: int) -> int:
    from . import perks

    return perks.lot_markers(state, p)


def list_invocations(state: State, p: int) -> list[Action]:
    """Each unused card, with each choice it asks for."""
    found = []
    for card in state["players"][p]["invocations"]["unused"]:
        found += [
            {"type": "invoke", "player": p, "invocation": card, "targets": t}
            for t in _targets(state, p, by_id()[card]["effect"])
        ]
    return found


def invoke(state: State, action: Action, events: Events, after_take: Any) -> None:
    """Use an unused card: an instant one goes face up into the Deed pile, an ongoing one
    stays face up in play. ``after_take(state, p, card, events)`` plays a card taken for free."""
    p, card, targets = action["player"], action["invocation"], action["targets"]
    info = state["players"][p]
    if not is_invocation(card) or card not in info["invocations"]["unused"]:
        raise IllegalAction(f"{card!r} is not one of your unused Invocations", code="invocation_not_held")
    effect = by_id()[card]["effect"]
    if not isinstance(targets, list) or targets not in _targets(state, p, effect):
        raise IllegalAction(
            f"{by_id()[card]['name']} cannot be used with targets {targets!r} now", code="invalid_invocation"
        )
    info["invocations"]["unused"].remove(card)
    ongoing = by_id()[card]["when"] == "ongoing"
    pile = info["invocations"]["ongoing" if ongoing else "used"]
    pile.append(card)
    pile.sort()
    events.append({"type": "invocation_used", "player": p, "invocation": card, "targets": list(targets)})
    if not ongoing:
        _instant(state, p, effect, targets, events, after_take)


def _instant(state: State, p: int, effect: dict[str, Any], targets: list[str], events: Events, after_take: Any) -> None:
    info, frame, kind = state["players"][p], state["decisions"][0], effect["kind"]
    if kind == "gain_silver":
        scoring.gain(info, "silver", effect["amount"])
    elif kind == "gain_vp":
        scoring.gain(info, "vp", effect["amount"])
    elif kind == "deed_discount":  # "used as part of one Buy a Deed"
        frame["discount"] = min(MAX_DISCOUNT, frame.get("discount", 0) + effect["amount"])
    elif kind == "extra_action":
        frame["extra"] = [*frame.get("extra", []), effect["action"]]
        if frame["kind"] == "after_action":
            frame["kind"] = EXTRA
    elif kind == "free_deed":
        after_take(state, p, targets[0], events)
    elif kind == "swap_empty_lots":
        mine, theirs = targets
        other = City(state).owner[LOT_INDEX[theirs]]
        _move(state, p, other, mine)
        _move(state, other, p, theirs)
    elif kind == "restore_favor":
        info["favors"]["spent"] -= 1
        info["favors"]["unspent"] += 1


def _move(state: State, giver: int, receiver: int, lot: str) -> None:
    state["players"][giver]["deeds"].remove(lot)
    state["players"][receiver]["deeds"] = sort_lots([*state["players"][receiver]["deeds"], lot])


def unused_vp(info: dict[str, Any]) -> int:
    """ "only awarded at the end of the game if the Invocation has not been used"."""
    return sum(by_id()[c]["vp_unused"] for c in info["invocations"]["unused"])


def ongoing_effects(info: dict[str, Any]) -> list[dict[str, Any]]:
    return [by_id()[c]["effect"] for c in info["invocations"]["ongoing"]]


def view(info: dict[str, Any], own: bool) -> dict[str, Any]:
    """A player's cards as a viewer sees them: unused ones face down (only their count) to the
    others; ongoing and used ones face up."""
    held = info["invocations"]
    return {
        "unused": list(held["unused"]) if own else [],
        "unused_count": len(held["unused"]),
        "ongoing": list(held["ongoing"]),
        "used": list(held["used"]),
    }


# --- the state check ----------------------------------------------------------------------
def problem(state: State) -> str | None:
    """Why the Invocations in ``state`` are inconsistent, or None."""
    on, table = state["options"]["invocations"], chance.is_table(state)
    known = placed(state)
    if not on:
        return "Invocations need options.invocations" if known or state["invocations"] is not None else None
    if state["invocations"] is None:
        return "with options.invocations, state.invocations counts the face-down ones"
    if len(set(known)) != len(known) or not set(known) <= set(in_play(state["options"])):
        return "each Invocation in play is in one place at most"
    face_down = state["invocations"]["face_down"]
    for era, pile in enumerate(state["era_decks"]):
        expected = pile.count(None) if table else sum(map(is_invocation, pile))
        if (table and face_down[era] > expected) or (not table and face_down[era] != expected):
            return f"invocations.face_down[{era}] counts the Invocations hidden in the Era {era + 1} deck"
        if face_down[era] > PER_ERA:
            return f"at most {PER_ERA} Invocations are shuffled into an Era deck"
    if len(known) + (sum(face_down) if table else 0) != DEALT:
        return f"{DEALT} Invocations are dealt into the Era decks"
    return None
