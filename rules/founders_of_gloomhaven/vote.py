"""The call to vote (L441–507): resetting with hand benefits, income for the others, the
secret vote, the winning proposal and who places it, and the placement."""

from __future__ import annotations

from typing import Any

from rules.core import Action, Events, IllegalAction, State, decisions

from .city import City
from .content import content
from .flow import Step, answer, ask, later, run, step
from .points import check_deliveries, deliver, neutral_types
from .turn import require, vote_minimum


def call_vote(state: State, action: Action, events: Events) -> None:
    p = action["player"]
    if len(state["players"][p]["played"]) < vote_minimum(state):
        raise IllegalAction(
            f"a vote needs at least {vote_minimum(state)} cards played (L443–444)", code="illegal_action"
        )
    answer(state)
    state["caller"] = p
    events.append({"type": "vote_called", "player": p})
    hand = len(state["players"][p]["hand"])
    others = [(p + k) % len(state["players"]) for k in range(1, len(state["players"]))]
    later(
        state,
        *([{"do": "hand_benefit", "seat": p, "left": hand}] if hand else []),
        {"do": "reset", "seat": p},
        {"do": "income", "seats": others},
        {"do": "vote"},
        *({"do": "draw_proposal", "slot": slot} for slot in range(3)),
        {"do": "end_turn"},
    )
    run(state, events)


@step("hand_benefit")
def _hand_benefit(state: State, item: Step, events: Events) -> None:
    """ "For each card left in this player's hand, he or she may either gain $1, gain 1
    fleeting influence, or build one connected road" (L447–450)."""
    ask(state, "hand_benefit", item["seat"], left=item["left"])


@step("reset")
def _reset(state: State, item: Step, events: Events) -> None:
    """Played cards back to the hand, workers back from the race and prestige cards (L450–453)."""
    info = state["players"][item["seat"]]
    info["hand"] += [x["card"] for x in info["played"]]
    info["hand"].sort()
    info["played"] = []
    info["race_worker"] = False
    for placed in state["buildings"]:
        if placed["worker"] == item["seat"]:
            placed["worker"] = None
    events.append({"type": "reset", "player": item["seat"]})


@step("vote")
def _vote(state: State, item: Step, events: Events) -> None:
    if any(card is not None for card in state["proposals"]):
        n = len(state["players"])
        state["decisions"].append(decisions.simultaneous("vote", n, partial=[None] * n))


def list_vote(state: State, p: int) -> list[Action]:
    """A secret vote in up to three steps, each seen by nobody else (L464–474): the proposal,
    then how much fleeting influence (+1 each), then how much lasting influence (+2 each) to
    dedicate on top of the vote's own 1; a step is skipped when the player has none."""
    partial = state["decisions"][-1]["partial"][p]
    if partial is None:
        return [
            {"type": "vote", "player": p, "proposal": slot}
            for slot, card in enumerate(state["proposals"])
            if card is not None
        ]
    kind = "fleeting" if "fleeting" not in partial else "lasting"
    return [
        {"type": "dedicate", "player": p, "influence": kind, "amount": amount}
        for amount in range(state["players"][p][kind] + 1)
    ]


def weight(choice: dict[str, int]) -> int:
    return 1 + choice["fleeting"] + 2 * choice["lasting"]


def vote(state: State, action: Action, events: Events) -> None:
    require(action, list_vote(state, action["player"]), "vote for a proposal on the board, then dedicate influence")
    frame = state["decisions"][-1]
    frame["partial"][action["player"]] = {"proposal": action["proposal"]}
    _advance(state, frame, action["player"], events)


def dedicate(state: State, action: Action, events: Events) -> None:
    require(action, list_vote(state, action["player"]), "dedicate at most the influence the player has, in order")
    frame = state["decisions"][-1]
    frame["partial"][action["player"]][action["influence"]] = action["amount"]
    _advance(state, frame, action["player"], events)


def _advance(state: State, frame: dict[str, Any], p: int, events: Events) -> None:
    """Skip the steps the player has no influence for; record the vote once complete."""
    partial = frame["partial"][p]
    info = state["players"][p]
    for kind in ("fleeting", "lasting"):
        if kind not in partial:
            if info[kind] > 0:
                return
            partial[kind] = 0
    frame["partial"][p] = None
    if decisions.choose(frame, p, partial):
        _count(state, events)
        run(state, events)


def _count(state: State, events: Events) -> None:
    """Reveal, return the influence, find the winner (L474–482)."""
    frame = answer(state)
    choices: list[dict[str, int]] = frame["choices"]
    events.append({"type": "votes", "votes": choices})
    for seat, choice in enumerate(choices):  # all fleeting and the dedicated lasting go back (L481–482)
        state["players"][seat]["fleeting"] = 0
        state["players"][seat]["lasting"] -= choice["lasting"]
    totals = [0, 0, 0]
    for choice in choices:
        totals[choice["proposal"]] += weight(choice)
    best = max(totals)
    tied = [slot for slot in range(3) if totals[slot] == best and state["proposals"][slot] is not None]
    if len(tied) > 1:
        involved = [seat for seat, choice in enumerate(choices) if choice["proposal"] in tied]
        ask(state, "break_tie", decider(state, involved), tied=tied, votes=choices)
    else:
        later(state, {"do": "enact", "slot": tied[0], "votes": choices})


def decider(state: State, involved: list[int]) -> int:
    """ "the player involved in the tie with the fewest points decides ... if there is a tie
    for points, the player involved in the tie closest to the player who called the vote in
    player order decides" (L477–480, Q15)."""
    n = len(state["players"])
    caller = state["caller"] if state["caller"] is not None else state["active"]
    return min(involved, key=lambda seat: (state["players"][seat]["points"], (seat - caller) % n))


def list_break_tie(state: State, p: int) -> list[Action]:
    return [{"type": "break_tie", "player": p, "proposal": slot} for slot in state["decisions"][-1]["tied"]]


def break_tie(state: State, action: Action, events: Events) -> None:
    require(action, list_break_tie(state, action["player"]), "choose one of the tied proposals")
    frame = answer(state)
    later(state, {"do": "enact", "slot": action["proposal"], "votes": frame["votes"]})
    run(state, events)


@step("enact")
def _enact(state: State, item: Step, events: Events) -> None:
    """The winning card is placed by the top contributor to it (L484–488); the others are
    discarded (L480–481); no legal placement removes the card from the game (L502–504, Q16)."""
    slot, choices = item["slot"], item["votes"]
    card = state["proposals"][slot]
    if card is None:
        return
    for other, proposal in enumerate(state["proposals"]):
        if other != slot and proposal is not None:
            state["discard"].append(proposal)
    state["proposals"] = [None, None, None]
    most = max(weight(choice) for choice in choices if choice["proposal"] == slot)
    top = [seat for seat, choice in enumerate(choices) if choice["proposal"] == slot and weight(choice) == most]
    placer = decider(state, top)
    events.append({"type": "enacted", "building": card, "placer": placer})
    if next(City.of(state).prestige_placements(card), None) is None:
        state["removed"].append(card)
        events.append({"type": "removed", "building": card})
        return
    ask(state, "place_prestige", placer, building=card)


def list_place(state: State, p: int) -> list[Action]:
    c = content()
    card = state["decisions"][-1]["building"]
    return [
        {"type": "place_prestige", "player": p, "squares": [c.xy(s) for s in squares]}
        for squares in City.of(state).prestige_placements(card)
    ]


def place_prestige(state: State, action: Action, events: Events) -> None:
    """Place it; a neutral resource it needs is delivered at once (L281–283, Q8); then what
    is connected to it is delivered, the placer choosing the tile (L216–219, L238–241)."""
    p = action["player"]
    require(action, list_place(state, p), "the building cannot go there (L498–507)")
    frame = answer(state)
    card = frame["building"]
    placed: dict[str, Any] = {
        "id": card,
        "squares": [list(s) for s in action["squares"]],
        "deliveries": {},
        "worker": None,
    }
    state["buildings"].append(placed)
    events.append({"type": "prestige", "player": p, "building": card, "squares": placed["squares"]})
    neutral = neutral_types(state)
    for need in content().prestige[card]["requires"]:
        if need["resource"] in neutral:
            deliver(state, len(state["buildings"]) - 1, need["resource"], None, events)
    check_deliveries(state, p)
    run(state, events)
