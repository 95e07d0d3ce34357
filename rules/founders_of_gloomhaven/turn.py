"""A turn: a call to work (a card face up and its followers, or face down and a standard
follow), the standard follow actions, and the end of the turn and of the game (L285–431,
L509–516). The call to vote is in ``vote.py``."""

from __future__ import annotations

from typing import Any

from rules.core import Action, Events, IllegalAction, State

from .city import City
from .content import BASIC_MAIN, FOLLOW, INCOME_CARD, content
from .effects import all_feasible, feasible, gain, prestige_cards, queue_effects, workers
from .flow import Step, answer, ask, later, run, step
from .points import check_deliveries, transfer

BASIC_TYPES = tuple(FOLLOW)


def card_effects(card: str) -> list[dict[str, Any]]:
    c = content()
    if card in BASIC_MAIN:
        return BASIC_MAIN[card]
    effects: list[dict[str, Any]] = c.advisers[card]["action"]
    return effects


def card_type(card: str) -> str:
    """An adviser is followed by the basic follow of its type (L324–327)."""
    c = content()
    return card if card in BASIC_MAIN else c.advisers[card]["type"]


def require(action: Action, listed: list[Action], why: str) -> None:
    if action not in listed:
        raise IllegalAction(why, code="illegal_action")


# --- the call to work -----------------------------------------------------------------
def list_turn(state: State, p: int) -> list[Action]:
    info = state["players"][p]
    city = City.of(state)
    found: list[Action] = [
        {"type": "play_card", "player": p, "card": card}
        for card in sorted(set(info["hand"]))
        if all_feasible(state, p, card_effects(card), city)
    ]
    found += [{"type": "play_face_down", "player": p, "card": card} for card in sorted(set(info["hand"]))]
    if len(info["played"]) >= vote_minimum(state):
        found.append({"type": "call_vote", "player": p})
    return found


def vote_minimum(state: State) -> int:
    """ "at least two cards played ... (three cards in a 2-player game)" (L443–444)."""
    return int(content().prices["vote_minimum"][str(len(state["players"]))])


def play_card(state: State, action: Action, events: Events) -> None:
    """Face up: the main action, then every other player follows in player order (L303–307);
    an Income card may be followed as any type (L437–439)."""
    p, card = action["player"], action["card"]
    require(action, [a for a in list_turn(state, p) if a["type"] == "play_card"], f"cannot play {card!r} face up now")
    answer(state)
    info = state["players"][p]
    info["hand"].remove(card)
    info["played"].append({"card": card, "up": True})
    events.append({"type": "played", "player": p, "card": card, "up": True})
    kinds = list(BASIC_TYPES) if card == INCOME_CARD else [card_type(card)]
    n = len(state["players"])
    # ``later`` puts what it is given first: the follows and the end, then the main action on top
    later(state, *({"do": "follow", "seat": (p + k) % n, "as": kinds} for k in range(1, n)), {"do": "end_turn"})
    queue_effects(state, p, card_effects(card))
    run(state, events)


def play_face_down(state: State, action: Action, events: Events) -> None:
    """Face down: a standard follow action, and nobody follows (L297–299, L411–413)."""
    p, card = action["player"], action["card"]
    if card not in state["players"][p]["hand"]:
        raise IllegalAction(f"{card!r} is not in player {p}'s hand", code="illegal_action")
    answer(state)
    info = state["players"][p]
    info["hand"].remove(card)
    info["played"].append({"card": card, "up": False})
    events.append({"type": "played", "player": p, "card": None, "up": False})
    later(state, {"do": "standard", "seat": p}, {"do": "end_turn"})
    run(state, events)


@step("follow")
def _follow(state: State, item: Step, events: Events) -> None:
    ask(state, "follow", item["seat"], **{"as": item["as"]})


@step("standard")
def _standard(state: State, item: Step, events: Events) -> None:
    ask(state, "standard", item["seat"])


def list_follow(state: State, p: int) -> list[Action]:
    frame = state["decisions"][-1]
    city = City.of(state)
    return [
        {"type": "follow", "player": p, "as": kind} for kind in frame["as"] if feasible(state, p, FOLLOW[kind], city)
    ]


def follow(state: State, action: Action, events: Events) -> None:
    require(action, list_follow(state, action["player"]), f"cannot follow as {action['as']!r} now")
    answer(state)
    queue_effects(state, action["player"], [FOLLOW[action["as"]]])
    run(state, events)


# --- standard follow actions (L408–431) -----------------------------------------------------
STANDARD = ("follow", "standard", "hand_benefit")


def list_money(state: State, p: int) -> list[Action]:
    return [{"type": "take_money", "player": p}]


def list_fleeting(state: State, p: int) -> list[Action]:
    return [{"type": "take_fleeting", "player": p}]


def take_money(state: State, action: Action, events: Events) -> None:
    _benefit(state, action, "money", events)


def take_fleeting(state: State, action: Action, events: Events) -> None:
    _benefit(state, action, "fleeting", events)


def _benefit(state: State, action: Action, what: str, events: Events) -> None:
    frame = answer(state)
    gain(state, action["player"], what, 1, events)
    _after_benefit(state, frame)
    run(state, events)


def _after_benefit(state: State, frame: dict[str, Any]) -> None:
    if frame["kind"] == "hand_benefit" and frame["left"] > 1:
        later(state, {"do": "hand_benefit", "seat": frame["seat"], "left": frame["left"] - 1})


def list_racial(state: State, p: int) -> list[Action]:
    """A worker on the player's race card (L420–424): one available, the card free, and
    its action resolvable."""
    info = state["players"][p]
    if state["decisions"][-1]["kind"] == "hand_benefit" or info["race_worker"] or workers(state, p) <= 0:
        return []
    if not all_feasible(state, p, content().races[info["race"]]["action"]):
        return []
    return [{"type": "racial_action", "player": p}]


def racial_action(state: State, action: Action, events: Events) -> None:
    p = action["player"]
    require(action, list_racial(state, p), "no racial action now: no available worker, or the race card is taken")
    answer(state)
    info = state["players"][p]
    info["race_worker"] = True
    events.append({"type": "worker", "player": p, "on": "race"})
    queue_effects(state, p, content().races[info["race"]]["action"])
    run(state, events)


def list_prestige(state: State, p: int) -> list[Action]:
    kind = state["decisions"][-1]["kind"]
    if kind == "hand_benefit":
        return []
    cards = prestige_cards(state, p, worker=kind != "prestige")
    return [{"type": "prestige_action", "player": p, "building": i} for i in cards]


def prestige_action(state: State, action: Action, events: Events) -> None:
    """A worker on an active prestige card with the player's delivery token (L426–431); the
    Vermling's effect takes the action without a worker."""
    p = action["player"]
    require(action, list_prestige(state, p), "that prestige building's action is not available to this player now")
    frame = answer(state)
    placed = state["buildings"][action["building"]]
    if frame["kind"] != "prestige":
        placed["worker"] = p
        events.append({"type": "worker", "player": p, "on": placed["id"]})
    queue_effects(state, p, content().prestige[placed["id"]]["action"])
    run(state, events)


def list_recall(state: State, p: int) -> list[Action]:
    return [
        {"type": "recall_worker", "player": p, "building": i}
        for i, placed in enumerate(state["buildings"])
        if placed["worker"] == p
    ]


def recall_worker(state: State, action: Action, events: Events) -> None:
    require(action, list_recall(state, action["player"]), "no worker of this player on that building")
    answer(state)
    state["buildings"][action["building"]]["worker"] = None
    events.append({"type": "recalled", "player": action["player"], "building": action["building"]})
    run(state, events)


# --- roads ------------------------------------------------------------------------------------
def list_roads(state: State, p: int) -> list[Action]:
    frame = state["decisions"][-1]
    city = City.of(state)
    c = city.c
    if frame["kind"] == "upgrade_road":
        if frame["needed"]:
            squares = [c.square(x, y) for x, y in frame["roads"]]
        else:
            squares = city.roads_touching(p, tile_squares(state, frame["tile"]))
        return [{"type": "build_road", "player": p, "square": c.xy(s)} for s in squares]
    return [{"type": "build_road", "player": p, "square": c.xy(s)} for s in city.roads_for(p)]


def tile_squares(state: State, tile: int) -> list[int]:
    c = content()
    return [c.square(x, y) for x, y in state["tiles"][tile]["squares"]]


def build_road(state: State, action: Action, events: Events) -> None:
    p = action["player"]
    square = action["square"]
    require(
        action,
        list_roads(state, p),
        f"no road may go on {square} now: free, and connected to something the player owns (L522)",
    )
    frame = answer(state)
    state["roads"].append(list(square))
    events.append({"type": "road", "player": p, "square": list(square)})
    if frame["kind"] == "road" and frame["left"] > 1:
        later(state, {"do": "effect", "seat": p, "effect": {"effect": "build_road", "count": frame["left"] - 1}})
    _after_benefit(state, frame)
    check_deliveries(state, p)  # first: a connection delivers at once (L210–212)
    run(state, events)


def skip_road(state: State, action: Action, events: Events) -> None:
    frame = state["decisions"][-1]
    if frame["needed"]:
        raise IllegalAction("this tile needs its road to be connected (Q22)", code="illegal_action")
    answer(state)
    run(state, events)


# --- the end of a turn and of the game ---------------------------------------------------------
@step("end_turn")
def _end_turn(state: State, item: Step, events: Events) -> None:
    """Advisers shift left and the offer is refilled only after all follows (L330–332)."""
    left = [a for a in state["advisers"] if a is not None]
    state["advisers"] = left + [None] * (len(state["advisers"]) - len(left))
    later(
        state,
        *({"do": "draw_adviser", "slot": slot} for slot in range(len(left), len(state["advisers"]))),
        {"do": "next_turn"},
    )


@step("next_turn")
def _next_turn(state: State, item: Step, events: Events) -> None:
    """ "Once six completion tokens have been placed, the end of the game is triggered. Play
    continues until the active player's turn has been fully resolved" (L512–514)."""
    if state["completions"] >= 6:
        finish(state, events)
        return
    state["active"] = (state["active"] + 1) % len(state["players"])
    state["caller"] = None
    ask(state, "turn", state["active"])


def finish(state: State, events: Events) -> None:
    """Lasting influence becomes points 1 to 1 (L514–515)."""
    for p, info in enumerate(state["players"]):
        transfer(state, None, p, info["lasting"], events, "lasting influence")
        info["lasting"] = 0
    state["phase"] = "game_over"
    events.append({"type": "game_over", "winners": winners(state)})


def winners(state: State) -> list[int]:
    """Most points; "If tied, the winner is the tied player farthest away from the current
    active player in player order" (L515–516, Q18)."""
    n = len(state["players"])
    best = max(info["points"] for info in state["players"])
    tied = [p for p, info in enumerate(state["players"]) if info["points"] == best]
    return [max(tied, key=lambda p: (p - state["active"]) % n)]
