"""What Foundations of Rome's bots need (``rules.core.bots``): a determinization — the state
redrawn where a seat cannot see — and a heuristic.

Hidden from a seat, and so redrawn: the seed; the Era decks' cards and order (their sizes, and
how many Invocations each still hides, are public); the other seats' draft hands and secret
choices; their two cards and choice while keeping a role or an objective; their Hidden
Objectives; their unused Invocations (shown only as a count); the order of the Consul's token
piles. Every pool is computed from what the view shows and sorted before it is shuffled, so the
result depends on the state only through the seat's view.
"""

import random
from typing import Any

from rules.core import State, bots, canonical, chance

from . import dealt, invocations
from .board import deeds, lot_markers_on_board
from .scoring import score_era


def determinize(state: State, player: int, rng: random.Random) -> State:
    world: State = canonical.copy(state)
    if world["rng"] is not None:
        world["rng"] = {"seed": rng.randrange(chance.MAX_SEED + 1), "draws": 0}
    deed_pool = _deeds(world, player, rng)
    invocation_pool = _invocations(world, player, rng)
    if world["rng"] is not None:  # at the table the decks are face down already
        for pile in world["era_decks"]:
            hidden = sum(map(invocations.is_invocation, pile))
            pile[:] = [deed_pool.pop() for _ in range(len(pile) - hidden)] + [
                invocation_pool.pop() for _ in range(hidden)
            ]
            rng.shuffle(pile)
    for family in dealt.FAMILIES:
        _kept_cards(world, player, family, rng)
    if world.get("consul"):
        for pile in world["consul"]["piles"]:
            bots.redraw(pile, rng)
    return world


def _pool(cards: list[str], seen: set[str], rng: random.Random) -> list[str]:
    pool = [c for c in cards if c not in seen]
    bots.redraw(pool, rng)
    return pool


def _draft(world: State) -> dict[str, Any] | None:
    frames = world["decisions"]
    return frames[0] if frames and frames[0]["kind"] == "draft_deed" else None


def _deeds(world: State, player: int, rng: random.Random) -> list[str]:
    """The deeds nobody has shown, redrawn into the others' draft hands; the rest (for the Era
    decks) returned."""
    draft = _draft(world)
    seen = {d for d in world["deeds_for_sale"] if not invocations.is_invocation(d)}
    for info in world["players"]:
        seen.update(info["deeds"])
    if world.get("consul"):
        seen.update(world["consul"]["deeds"] + world["consul"]["forgone"])
    if draft is not None:
        seen.update(draft["hands"][player])
    pool = _pool(list(deeds(world["options"]["players"])), seen, rng)
    if draft is not None:
        for q, hand in enumerate(draft["hands"]):
            if q != player:
                hand[:] = sorted(pool.pop() for _ in hand)
                if draft["choices"][q] is not None:
                    draft["choices"][q] = hand[rng.randrange(len(hand))]
    return pool


def _invocations(world: State, player: int, rng: random.Random) -> list[str]:
    """The Invocations nobody has shown, redrawn into the others' hands (only their number is
    shown); the rest (for the Era decks) returned."""
    if world["invocations"] is None:
        return []
    seen = {c for c in world["deeds_for_sale"] if invocations.is_invocation(c)}
    for q, info in enumerate(world["players"]):
        held = info["invocations"]
        seen.update(held["ongoing"] + held["used"] + (held["unused"] if q == player else []))
    pool = _pool(invocations.in_play(world["options"]), seen, rng)
    for q, info in enumerate(world["players"]):
        if q != player:
            unused = info["invocations"]["unused"]
            unused[:] = sorted(pool.pop() for _ in unused)
    return pool


def _kept_cards(world: State, player: int, family: str, rng: random.Random) -> None:
    """The others' two cards and choice while keeping, and their Hidden Objectives."""
    frames = world["decisions"]
    frame = frames[0] if frames and frames[0]["kind"] == dealt.KEEP[family] else None
    hidden_objectives = family == "objectives" and world["phase"] != "game_over"
    if frame is None and not hidden_objectives:
        return
    seen = set(world["roles"]) if family == "roles" else set(world["objectives"]["public"])
    if frame is not None:
        seen.update(frame["hands"][player])
    if family == "objectives":
        seen.add(world["objectives"]["kept"][player])
    pool = _pool(dealt.in_play(world["options"], family), {c for c in seen if c}, rng)
    if hidden_objectives:
        kept = world["objectives"]["kept"]
        for q in range(len(kept)):
            if q != player and kept[q] is not None:
                kept[q] = pool.pop()
    if frame is not None:
        for q, hand in enumerate(frame["hands"]):
            if q != player:
                hand[:] = sorted(pool.pop() for _ in hand)
                if frame["choices"][q] is not None:
                    frame["choices"][q] = hand[rng.randrange(len(hand))]


# --- the heuristic --------------------------------------------------------------------------
#: What a silver and an empty lot are worth against a Victory Point (the heuristic's weights).
SILVER_VP, EMPTY_LOT_VP = 0.1, 2.5


def heuristic(state: State, player: int) -> float:
    """``player``'s value less the best rival's (the Consul's VP in a Consul game). A player's
    value: VP, plus what the board would score now times the Era scorings still to come
    (this one included), plus 0.1 VP a silver and 2.5 VP an empty lot in the first Era, falling
    to 0 and 1 VP (what a lot marker scores at the end) in the last, so that late in the game
    neither hoarding silver nor keeping lots empty looks good (weights chosen by bench.bots:
    greedy against random, and no two bots stalling with every marker on the board). At the
    end: VP only."""
    values = _values(state)
    if state.get("consul"):
        return values[player] - float(state["consul"]["vp"])
    rivals = [v for q, v in enumerate(values) if q != player]
    return values[player] - max(rivals)


def _values(state: State) -> list[float]:
    players = state["players"]
    if state["phase"] == "game_over":
        return [float(info["vp"]) for info in players]
    if state["phase"] not in ("turn", "final_turn"):
        return [info["vp"] + SILVER_VP * info["silver"] for info in players]
    rows = score_era(canonical.copy(state))["players"]
    scorings = 4 - state["era"]
    early = (scorings - 1) / 2  # 1 in the first Era, 0 in the last
    silver, lot = SILVER_VP * early, 1 + (EMPTY_LOT_VP - 1) * early
    return [
        info["vp"] + scorings * row["vp"] + silver * info["silver"] + lot * lot_markers_on_board(state, p)
        for p, (info, row) in enumerate(zip(players, rows, strict=True))
    ]
