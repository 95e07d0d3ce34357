"""Helpers for the Foundations of Rome rules tests.

The rulebook (../shared/rulebooks/foundations-of-rome.txt) is the specification. The
helpers here build *valid* states (every state they return passes ``GAME.check_state``)
from a compact description, so each test can put exactly the lots, buildings and silver
its rule needs on the table. Component values (shapes, icon values) are written out here
independently of the engine's data file, from shared/research/foundations-of-rome-data.md.
Random games go through ``rules.core.playout`` (the project's one playout helper) with
``policy`` below.
"""

from __future__ import annotations

import random

import pytest

from rules.core import CHANCE, IllegalAction
from rules.core import playout as playouts
from rules.foundations_of_rome import GAME

COLUMNS = "ABCDEFGHIJ"
PRICES = [2, 3, 4, 6, 8, 10]  # Deed board slots, cheapest first (research notes)
LOT_MARKERS = 8  # "32 Lot markers (8 per player color)"

# Shapes as (column, row) offsets, values from the research notes ("confirmed by photos").
SHAPES = {
    "domus": [(0, 0)],
    "domus_maxima": [(0, 0), (1, 0)],
    "insula_long": [(0, 0), (1, 0), (2, 0)],
    "insula_l": [(0, 0), (1, 0), (0, 1)],
    "grand_insula_long": [(0, 0), (1, 0), (2, 0), (3, 0)],
    "grand_insula_square": [(0, 0), (1, 0), (0, 1), (1, 1)],
    "bakery": [(0, 0)],
    "pottery_studio": [(0, 0), (1, 0)],
    "artisan_forum_long": [(0, 0), (1, 0), (2, 0)],
    "artisan_forum_l": [(0, 0), (1, 0), (0, 1)],
    "foundry_long": [(0, 0), (1, 0), (2, 0), (3, 0)],
    "foundry_square": [(0, 0), (1, 0), (0, 1), (1, 1)],
    "fountain": [(0, 0)],
    "library": [(0, 0)],
    "market": [(0, 0)],
    "garden": [(0, 0)],
    "majestic_fountain": [(0, 0), (1, 0)],
    "resplendent_library": [(0, 0), (1, 0)],
    "marketplace": [(0, 0), (1, 0)],
    "luxury_garden": [(0, 0), (1, 0)],
}
COUNTS = {k: (2 if k in ("domus", "domus_maxima", "bakery", "pottery_studio") else 1) for k in SHAPES}
# Hand-written icon tables, kept as laid out: a building's variants share a row; CIVIC's rows are
# the one-lot and the two-lot civic buildings.
# fmt: off
CITIZENS = {"domus": 1, "domus_maxima": 2, "insula_long": 4, "insula_l": 4,
            "grand_insula_long": 6, "grand_insula_square": 6}
SILVER = {"bakery": 1, "pottery_studio": 1, "artisan_forum_long": 2, "artisan_forum_l": 2,
          "foundry_long": 3, "foundry_square": 3}
COMMERCIAL_VP = {"bakery": 0, "pottery_studio": 2, "artisan_forum_long": 3, "artisan_forum_l": 3,
                 "foundry_long": 5, "foundry_square": 5}
CIVIC = ["fountain", "library", "market", "garden",
         "majestic_fountain", "resplendent_library", "marketplace", "luxury_garden"]
# fmt: on


# --- lots ------------------------------------------------------------------------------
def lot(col: int, row: int) -> str:
    """``lot(1, 3)`` → ``"B4"`` (column and row from 0)."""
    return f"{COLUMNS[col]}{row + 1}"


def pos(name: str) -> tuple[int, int]:
    return COLUMNS.index(name[0]), int(name[1:]) - 1


def lots(text) -> list[str]:
    """``"A1 A2"`` → ``["A1", "A2"]``; lists pass through."""
    return text.split() if isinstance(text, str) else list(text)


def lot_key(name: str):
    c, r = pos(name)
    return (c, r)


def sort_lots(names) -> list[str]:
    return sorted(names, key=lot_key)


def area(players: int) -> list[str]:
    """Lots of the play area: 2 → 7×7, 3 → 8×8, 4 → 9×9, 5 → 10×10 (Game Setup, step 5)."""
    n = {2: 7, 3: 8, 4: 9, 5: 10}[players]
    return [lot(c, r) for c in range(n) for r in range(n)]


def transforms(cells) -> set[frozenset]:
    """All rotations and reflections of a shape, each normalised to start at (0, 0)."""
    out = set()
    for swap in (False, True):
        for sx in (1, -1):
            for sy in (1, -1):
                pts = [((y, x) if swap else (x, y)) for x, y in cells]
                pts = [(sx * x, sy * y) for x, y in pts]
                mx, my = min(x for x, _ in pts), min(y for _, y in pts)
                out.add(frozenset((x - mx, y - my) for x, y in pts))
    return out


def placed(shape, col: int, row: int) -> list[str]:
    return sort_lots(lot(col + x, row + y) for x, y in shape)


# --- reading states ---------------------------------------------------------------------
def seat(state: dict) -> int | None:
    """Whose turn it is: the seat of the turn (or final turn) frame at the bottom of the
    decision stack (a chance draw may be pending on top of it); None without one."""
    frames = state["decisions"]
    if frames and frames[0]["kind"] in ("turn", "final_turn"):
        return frames[0]["seat"]
    return None


def draft(state: dict) -> dict | None:
    """The Deed Drafting frame ``{kind, choices, hands}``, or None outside the draft."""
    frames = state["decisions"]
    if frames and frames[0]["kind"] == "draft_deed":
        return frames[0]
    return None


# --- building states ----------------------------------------------------------------
def _tile(owner: int, free: list[str], used_kinds: dict[str, int], max_empty: int):
    """Cover ``free`` lots with ``owner``'s buildings (largest first, reading order) so that
    at most ``max_empty`` stay empty. Returns (buildings, empty lots)."""
    free_set = set(free)
    left = {k: COUNTS[k] - used_kinds.get(k, 0) for k in SHAPES}
    # commercial and civic first, so a filler has no citizens unless it must
    order = sorted(SHAPES, key=lambda k: (k in CITIZENS, -len(SHAPES[k])))
    built = []
    for name in sort_lots(free):
        if name not in free_set:
            continue
        c, r = pos(name)
        for kind in order:
            if left[kind] <= 0:
                continue
            done = False
            for shape in sorted(transforms(SHAPES[kind]), key=sorted):
                # anchor the shape so that ``name`` is its first cell in reading order
                first = min(shape)
                cells = [
                    lot(c + x - first[0], r + y - first[1])
                    if 0 <= c + x - first[0] < 10 and 0 <= r + y - first[1] < 10
                    else None
                    for x, y in shape
                ]
                if all(x in free_set for x in cells):
                    built.append((owner, kind, cells))
                    free_set.difference_update(cells)
                    left[kind] -= 1
                    done = True
                    break
            if done:
                break
    empty = sort_lots(free_set)
    if len(empty) > max_empty:
        raise AssertionError(f"filler left {len(empty)} empty lots for player {owner}")
    return built, empty


def make_state(
    players: int = 4,
    *,
    first: int = 0,
    seed: int = 11,
    deeds=None,
    buildings=(),
    silver=None,
    vp=None,
    era: int = 1,
    phase: str = "turn",
    current: int | None = None,
    for_sale=None,
    deck=None,
    later=None,
    final_turns_left: int | None = None,
    rest_to=None,
    check: bool = True,
) -> dict:
    """A valid state built from ``GAME.setup`` and edited.

    - ``current``: the seat of the turn frame (default ``first``); ``phase`` "turn" or
      "final_turn" gives the decision stack ``[{"kind": phase, "seat": current}]``.

    - ``deeds``: ``{player: "A1 B2"}`` empty lots owned (lots under ``buildings`` are added);
      players not named own nothing.
    - ``buildings``: ``[(owner, kind, "A1 A2"), ...]``.
    - ``for_sale`` / ``deck``: the Deed board and the current Era deck, each a list of lots
      or a count drawn from the unused deeds (defaults: 6 and 6 in phase "turn", empty in
      "final_turn").
    - ``later``: explicit later Era decks (a list per later Era); by default the unused
      deeds are split between the later Era decks.
    - ``rest_to``: in Era 3 (no later deck) the unused deeds go to this player (or list of
      players), covered by a filler of their buildings far from the named lots.
    """
    base = GAME.setup({"players": players, "first_player": first}, seed)
    order = [
        *base["deeds_for_sale"],
        *(d for deck_ in base["era_decks"] for d in deck_),
        *(d for info in base["players"] for d in info["deeds"]),
    ]
    owned: dict[int, list[str]] = {p: [] for p in range(players)}
    for p, text in (deeds or {}).items():
        owned[p] += lots(text)
    blds = []
    for owner, kind, text in buildings:
        cells = sort_lots(lots(text))
        blds.append({"kind": kind, "owner": owner, "lots": cells})
        owned[owner] += [c for c in cells if c not in owned[owner]]
    claimed = [d for p in owned for d in owned[p]]
    assert len(claimed) == len(set(claimed)), "a lot is claimed twice"
    pool = [d for d in order if d not in set(claimed)]

    def take(spec, default):
        nonlocal pool
        spec = default if spec is None else spec
        if isinstance(spec, int):
            got, pool = pool[:spec], pool[spec:]
            return got
        got = lots(spec)
        missing = [d for d in got if d not in pool]
        assert not missing, f"{missing} are claimed elsewhere"
        pool = [d for d in pool if d not in got]
        return got

    assert phase in ("turn", "final_turn"), "make_state builds turn and final_turn states"
    turnish = phase == "turn"
    board = take(for_sale, 6 if turnish else 0)
    current_deck = take(deck, 6 if turnish else 0)
    decks = [[], [], []]
    decks[era - 1] = current_deck
    later_eras = list(range(era, 3))
    if later is not None:
        for e, spec in zip(later_eras, later, strict=False):
            decks[e] = take(spec, 0)
    if later_eras and later is None:
        share = len(pool) // len(later_eras)
        for i, e in enumerate(later_eras):
            decks[e] = pool[:share] if i < len(later_eras) - 1 else pool[:]
            pool = pool[share:] if i < len(later_eras) - 1 else []
    if pool:
        assert rest_to is not None, f"{len(pool)} deeds have no place; give rest_to"
        targets = [rest_to] if isinstance(rest_to, int) else list(rest_to)
        chunk = -(-len(pool) // len(targets))
        rest = sort_lots(pool)
        for i, q in enumerate(targets):
            part = rest[i * chunk : (i + 1) * chunk]
            used = {}
            for b in blds:
                if b["owner"] == q:
                    used[b["kind"]] = used.get(b["kind"], 0) + 1
            room = LOT_MARKERS - sum(1 for d in owned[q] if not any(d in b["lots"] for b in blds))
            built, _ = _tile(q, part, used, room)
            for owner, kind, cells in built:
                blds.append({"kind": kind, "owner": owner, "lots": cells})
            owned[q] += part
        pool = []

    state = base
    state["era"] = era
    state["phase"] = phase
    state["era_decks"] = decks
    state["deeds_for_sale"] = board
    state["buildings"] = blds
    state["decisions"] = [{"kind": phase, "seat": first if current is None else current}]
    state["final_turns_left"] = (
        final_turns_left if final_turns_left is not None else (players if phase == "final_turn" else 0)
    )
    for p, info in enumerate(state["players"]):
        info["deeds"] = sort_lots(owned[p])
        if silver is not None:
            info["silver"] = silver[p] if not isinstance(silver, dict) else silver.get(p, info["silver"])
        if vp is not None:
            info["vp"] = vp[p] if not isinstance(vp, dict) else vp.get(p, 0)
    if check:
        GAME.check_state(state)
    return state


# --- playing ---------------------------------------------------------------------------
def act(state: dict, type_: str, player: int, **fields) -> tuple[dict, list[dict]]:
    """Apply ``{"type": type_, "player": player, **fields}``; lots may be given as "A1 A2"."""
    action = {"type": type_, "player": player, **fields}
    if "lots" in action and isinstance(action["lots"], str):
        action["lots"] = lots(action["lots"])
    return GAME.apply(state, action)


def build(state, player, kind, text):
    return act(state, "construct", player, building=kind, lots=lots(text))


def events_of(events: list[dict], type_: str) -> list[dict]:
    return [e for e in events if e["type"] == type_]


def one_event(events: list[dict], type_: str) -> dict:
    found = events_of(events, type_)
    assert len(found) == 1, f"expected one {type_} event, got {events}"
    return found[0]


def illegal(state: dict, action: dict) -> IllegalAction:
    """Apply ``action`` expecting IllegalAction; returns the error."""
    with pytest.raises(IllegalAction) as info:
        GAME.apply(state, action)
    return info.value


def policy(game, state: dict, acts: list[dict], rnd: random.Random) -> dict:
    """A deterministic, reasonable player (a ``rules.core.playout`` policy): steals when it can
    (with Stealing), buys deeds next to its own lots, builds big; drafts and chance draws are
    uniform."""
    p = acts[0]["player"]
    if state["phase"] == "draft" or p == CHANCE:
        return acts[rnd.randrange(len(acts))]
    if acts[0]["type"] in ("accept_trade", "decline_trade"):
        return acts[rnd.randrange(len(acts))]
    steals = [a for a in acts if a["type"] == "steal"]
    if steals:
        return steals[0]
    invokes = [a for a in acts if a["type"] == "invoke"]
    if invokes and rnd.random() < 0.3:
        return invokes[rnd.randrange(len(invokes))]
    offers = [a for a in acts if a["type"] == "propose_trade"]
    if offers and rnd.random() < 0.08:
        return swap_offer(game, state, offers[rnd.randrange(len(offers))], rnd)
    buys = [a for a in acts if a["type"] == "buy_deed"]
    cards = [a for a in acts if a["type"] == "buy_invocation"]
    if cards and rnd.random() < 0.3:
        return cards[rnd.randrange(len(cards))]
    cons = [a for a in acts if a["type"] == "construct"]
    mine = {pos(d) for d in state["players"][p]["deeds"]}
    if cons and (not buys or rnd.random() < 0.35):
        biggest = max(len(a["lots"]) for a in cons)
        cands = [a for a in cons if len(a["lots"]) == biggest]
        return cands[rnd.randrange(len(cands))]
    if buys:

        def touching(a):
            c, r = pos(a["deed"])
            return sum((c + dc, r + dr) in mine for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)))

        return max(buys, key=touching)
    return acts[0]


def swap_offer(game, state: dict, listed: dict, rnd: random.Random) -> dict:
    """One empty lot of each side swapped when both have one (a valid offer: the lot markers
    stay level), else the listed offer."""
    view = game.view(state, None)
    built = {lot for b in view["buildings"] for lot in b["lots"]}
    mine, theirs = (
        [d for d in view["players"][seat]["deeds"] if d not in built] for seat in (listed["player"], listed["partner"])
    )
    if not mine or not theirs:
        return listed
    none = {"lots": [], "silver": 0, "favors": {"unspent": 0, "spent": 0}, "invocations": []}
    return {
        **listed,
        "give": {**none, "lots": [rnd.choice(mine)]},
        "take": {**none, "lots": [rnd.choice(theirs)], "silver": min(1, view["players"][listed["partner"]]["silver"])},
    }


def playout(
    players: int,
    seed: int | None,
    *,
    steps: int | None = None,
    until=None,
    drafting=False,
    first_player=None,
    randomness: str = "seeded",
    modules: dict | None = None,
):
    """Play from setup with ``policy`` (through ``rules.core.playout.steps``); stop after
    ``steps`` actions, when ``until(state)`` is true, or at game end. Returns (state, list of
    (action, events)). The policy's choices (and, at the table, the draws) come from
    ``random.Random(seed)``."""
    options = {
        "players": players,
        "deed_drafting": drafting,
        "first_player": first_player,
        "randomness": randomness,
        **(modules or {}),
    }
    start = state = GAME.setup(options, None if randomness == "table" else seed)
    log = []
    if steps == 0 or (until is not None and until(state)):
        return state, log
    for action, state, events in playouts.steps(GAME, start, random.Random(seed), policy, max_steps=5000):
        log.append((action, events))
        if (steps is not None and len(log) >= steps) or (until is not None and until(state)):
            break
    else:
        assert GAME.status(state)["terminal"], "playout does not end"
    return state, log


def income_all(state: dict) -> tuple[dict, list[dict]]:
    """Everyone awaiting takes income until the phase changes; returns (state, all events)."""
    phase, era = state["phase"], state["era"]
    events = []
    while state["phase"] == phase and state["era"] == era and not GAME.status(state)["terminal"]:
        p = GAME.status(state)["awaiting"][0]
        state, ev = act(state, "take_income", p)
        events += ev
    return state, events
