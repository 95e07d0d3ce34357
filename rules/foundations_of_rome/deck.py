"""The deed cards: the deal, the three Era decks, refilling the Deed board — and, with
``randomness: "table"``, the draws the table makes (Game Setup, steps 7–10).

Seeded, the deck is shuffled once at setup and every card's place is known to the engine
(never to a view). At the table the Era decks hold face-down unknown cards (``null``): each
card dealt or drawn is a decision of the chance seat, whose outcomes are the unseen deeds.
"""

from collections.abc import Callable, Container
from typing import Any

from rules.core import Action, ActionSpec, Events, IllegalAction, State, chance, decisions, schema
from rules.core.decisions import CHANCE

from . import consul_play, consul_scores, dealt, invocations, monuments
from .board import COMPONENTS, DEED, DEED_PRICES, deeds

DEALT: int = COMPONENTS["deeds_dealt"]


def era_sizes(players: int, held: int = 0) -> list[int]:
    """Cards in each Era deck: what the deal (and the Consul's ``held`` starting deeds) leaves,
    split as evenly as possible, earlier Eras taking the extra cards."""
    rest = len(deeds(players)) - DEALT * players - held
    return [rest // 3 + (1 if e < rest % 3 else 0) for e in range(3)]


def deal_seeded(state: State) -> list[list[str]]:
    """Shuffle, deal six deeds to each seat (returned), and make the Era decks."""
    n = state["options"]["players"]
    pile = list(deeds(n))
    chance.shuffle(state, pile)
    hands = [pile[DEALT * p : DEALT * (p + 1)] for p in range(n)]
    rest = consul_play.take_starting_deeds(state, pile[DEALT * n :])
    sizes = era_sizes(n, consul_play.starting_deeds(state["options"]))
    state["era_decks"] = [rest[: sizes[0]], rest[sizes[0] : sizes[0] + sizes[1]], rest[sizes[0] + sizes[1] :]]
    return hands


def hands(state: State) -> list[list[str]]:
    """Where dealt cards go: the draft hands while drafting, else the players' deeds."""
    frames = state["decisions"]
    if frames and frames[0]["kind"] == "draft_deed":
        draft_hands: list[list[str]] = frames[0]["hands"]
        return draft_hands
    return [info["deeds"] for info in state["players"]]


def placed(state: State) -> list[str | None]:
    """Every card in a place: the Deed board, the Era decks (``None``: face down at the
    table), the players' piles and the draft hands."""
    cards: list[str | None] = [c for c in state["deeds_for_sale"] if not invocations.is_invocation(c)]
    for pile in state["era_decks"]:
        cards += [c for c in pile if not invocations.is_invocation(c)]
    for info in state["players"]:
        cards += info["deeds"]
    cards += consul_play.held(state)
    frames = state["decisions"]
    if frames and frames[0]["kind"] == "draft_deed":
        for hand in frames[0]["hands"]:
            cards += hand
    return cards


def unseen(state: State) -> list[str]:
    """The deeds nobody has seen yet (at the table: the face-down cards' candidates)."""
    seen = set(placed(state))
    return [d for d in deeds(state["options"]["players"]) if d not in seen]


def refill(state: State, events: Events) -> None:
    """Fill the empty spots from the current Era's deck, dearest slot last. At the table
    an unknown top card stops here until the chance seat says what it is."""
    deck, row = state["era_decks"][state["era"] - 1], state["deeds_for_sale"]
    while deck and len(row) < len(DEED_PRICES):
        if deck[0] is None:
            chance.pick(state, "draw_deed", [])
            return
        card = deck.pop(0)
        invocations.revealed(state, card)
        _reveal(state, card, events)


def _reveal(state: State, deed: str, events: Events) -> None:
    row = state["deeds_for_sale"]
    row.append(deed)
    price = consul_scores.prices(state)[len(row) - 1]
    if invocations.is_invocation(deed):
        events.append({"type": "invocation_drawn", "invocation": deed, "slot": len(row) - 1, "price": price})
        return
    events.append({"type": "deed_drawn", "deed": deed, "slot": len(row) - 1, "price": price})


def exhausted(state: State) -> bool:
    """The Era deck and the Deed board are both empty: the Era's final turns begin."""
    return not state["deeds_for_sale"] and not state["era_decks"][state["era"] - 1]


# --- setup at the table ---------------------------------------------------------------
def continue_setup(state: State, events: Events) -> None:
    """The next step of Game Setup at the table: choose the first player, deal, fill the
    Deed board; then the game (or the draft) begins."""
    opts, n = state["options"], state["options"]["players"]
    if opts["first_player"] is None:
        chance.pick(state, "first_player", list(range(n)))
        return
    for seat, hand in enumerate(hands(state)):
        if len(hand) < DEALT:
            chance.pick(state, "deal_deed", [], to=seat)
            return
    if opts["monuments"] and len(state["monuments"]["pool"]) < monuments.face_up(n):
        chance.pick(state, "reveal_monument", [])
        return
    refill(state, events)
    if decisions.awaiting(state["decisions"]) == [CHANCE] or consul_play.setup_step(state, events):
        return
    if opts["deed_drafting"]:
        state["phase"] = "draft"
    else:
        dealt.begin(state, events)


def reveal_monuments_seeded(state: State) -> None:
    """Monuments setup: "Shuffle all the Monument cards together. Turn over a number of
    Monument cards equal to the number of players + 3"; the rest go back to the box."""
    if not state["options"]["monuments"]:
        return
    pile = sorted(monuments.monuments())
    chance.shuffle(state, pile)
    state["monuments"]["pool"] = sorted(pile[: monuments.face_up(state["options"]["players"])])


def unseen_monuments(state: State) -> list[str]:
    """The Monument cards not turned over yet (at the table: what the next card may be)."""
    return [m for m in sorted(monuments.monuments()) if m not in state["monuments"]["pool"]]


def seat_silver(state: State) -> None:
    """ "The first player takes 5 Silver, the next 6, and so on" (Game Setup, step 9)."""
    n, first = state["options"]["players"], state["options"]["first_player"]
    for p, info in enumerate(state["players"]):
        info["silver"] = COMPONENTS["first_player_silver"] + (p - first) % n


# --- the chance seat's actions -------------------------------------------------------------
def _outcome(state: State, action: Action, allowed: Container[Any]) -> Any:
    outcome = action["outcome"]
    if outcome not in allowed or isinstance(outcome, bool):
        raise IllegalAction(f"{outcome!r} is not a possible outcome of {action['type']}", code="impossible_outcome")
    state["decisions"].pop()
    return outcome


def _first_player(state: State, action: Action, events: Events) -> None:
    seat = _outcome(state, action, range(state["options"]["players"]))
    state["options"]["first_player"] = seat
    seat_silver(state)
    events.append({"type": "first_player_chosen", "player": seat})
    continue_setup(state, events)


def _deal_deed(state: State, action: Action, events: Events) -> None:
    to = state["decisions"][-1]["to"]
    deed = _outcome(state, action, unseen(state))
    hand = hands(state)[to]
    hand.append(deed)
    hand.sort(key=deeds(state["options"]["players"]).index)
    events.append({"type": "deed_dealt", "player": to, "deed": deed})
    continue_setup(state, events)


def _draw_deed(state: State, action: Action, events: Events) -> None:
    deed = _outcome(state, action, invocations.drawable(state, unseen(state)))
    state["era_decks"][state["era"] - 1].pop(0)
    invocations.revealed(state, deed)
    _reveal(state, deed, events)
    if state["phase"] == "setup":
        continue_setup(state, events)
    else:
        refill(state, events)
        consul_play.resume(state, events)  # the Consul waits for the Deed board to be refilled


def _reveal_monument(state: State, action: Action, events: Events) -> None:
    monument = _outcome(state, action, unseen_monuments(state))
    state["monuments"]["pool"] = sorted([*state["monuments"]["pool"], monument])
    events.append({"type": "monument_revealed", "monument": monument})
    continue_setup(state, events)


def _list_first_player(state: State, seat: int) -> list[Action]:
    return [chance.action("first_player", p) for p in range(state["options"]["players"])]


def _list_unseen(kind: str) -> Callable[[State, int], list[Action]]:
    return lambda state, seat: [chance.action(kind, d) for d in unseen(state)]


CHANCE_ACTIONS = (
    ActionSpec(
        "first_player",
        "the table: who is the first player (Game Setup, step 8)",
        {"outcome": schema.integer(0, 4)},
        ("first_player",),
        _first_player,
        _list_first_player,
        chance=True,
    ),
    ActionSpec(
        "deal_deed",
        "the table: the next deed dealt to the seat the decision names",
        {"outcome": DEED},
        ("deal_deed",),
        _deal_deed,
        _list_unseen("deal_deed"),
        chance=True,
    ),
    ActionSpec(
        "reveal_monument",
        "the table: the next Monument card turned over (Monuments setup)",
        {"outcome": {"type": "string", "enum": sorted(monuments.monuments())}},
        ("reveal_monument",),
        _reveal_monument,
        lambda state, seat: [chance.action("reveal_monument", m) for m in unseen_monuments(state)],
        chance=True,
    ),
    ActionSpec(
        "draw_deed",
        "the table: the top card of the Era deck, put on the Deed board",
        {"outcome": {"anyOf": [DEED, invocations.CARD]}},
        ("draw_deed",),
        _draw_deed,
        lambda state, seat: [chance.action("draw_deed", c) for c in invocations.drawable(state, unseen(state))],
        chance=True,
    ),
)
