"""Will of the Consul (cooperative module): the Consul's tokens, its construction, population
scoring, deed prices and the outcome, as pure functions (no engine wiring yet).

Line numbers refer to shared/rulebooks/foundations-of-rome.txt. Lots are board.py indices.
The Consul's tokens in play are a mapping token id → the lots it covers; its face-down piles
and discard piles are mappings size → token ids (top of a pile first). Shuffling is left to
the engine: ``draw_source`` says when a pile must be re-formed from the discards.
"""

import json
from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any, Literal, NamedTuple

from .board import COMPONENTS, DEED_PRICES, lot, neighbours

CONSUL: dict[str, Any] = json.loads((Path(__file__).parent / "data" / "consul.json").read_text())
TOKENS: dict[str, dict[str, Any]] = CONSUL["tokens"]
SIZES = (1, 2, 3, 4)

Placement = frozenset[int]
InPlay = Mapping[str, Placement]
Piles = Mapping[int, Sequence[str]]


# --- tokens and setup ----------------------------------------------------------------
@cache
def of_size(size: int) -> tuple[str, ...]:
    """The ids of the tokens of ``size``, in ``token_ids`` order."""
    return tuple(t for t in token_ids() if size_of(t) == size)


@cache
def order() -> dict[str, int]:
    """Each token's place in ``token_ids`` (the order the state lists them in)."""
    return {t: i for i, t in enumerate(token_ids())}


def token_ids() -> list[str]:
    """All 30 Consul Building tokens ("M) 30 Consul Building tokens", line 74), ``kind-n``."""
    return [f"{kind}-{n}" for kind, t in TOKENS.items() for n in range(1, t["count"] + 1)]


def token(token_id: str) -> dict[str, Any]:
    return TOKENS[token_id.rsplit("-", 1)[0]]


@cache
def size_of(token_id: str) -> int:
    return int(token(token_id)["size"])


def starting_piles() -> dict[int, list[str]]:
    """One face-down pile per size, unshuffled (the engine shuffles): "Shuffle the size 1
    Building tokens and create a face-down pile. Do the same for the size 2, 3, and 4 Building
    tokens." (line 620)."""
    return {s: [t for t in token_ids() if size_of(t) == s] for s in SIZES}


def setup(difficulty: str) -> dict[str, int]:
    """Starting Victory Points of the players and the Consul ("begin the game with 5 Victory
    Points", line 618) and the Consul's random starting deeds (lines 623-633: 0 / 2 / 4)."""
    return {"vp": CONSUL["starting_vp"], "deeds": CONSUL["difficulties"][difficulty]["deeds"]}


# --- shapes and areas ----------------------------------------------------------------
@cache
def shapes(size: int) -> tuple[tuple[int, ...], ...]:
    """Every rotation/reflection of the shapes a token of ``size`` covers, as offsets from its
    lowest lot (data: ``token_shapes``, the project's reading)."""
    found: set[tuple[int, ...]] = set()
    for cells in CONSUL["token_shapes"][str(size)]:
        for sx, sy, swap in [(a, b, s) for a in (1, -1) for b in (1, -1) for s in (False, True)]:
            pts = [((y, x) if swap else (x, y)) for x, y in cells]
            pts = [(sx * x, sy * y) for x, y in pts]
            mx, my = min(p[0] for p in pts), min(p[1] for p in pts)
            placed = sorted(lot(x - mx, y - my) for x, y in pts)
            found.add(tuple(i - placed[0] for i in placed))
    return tuple(sorted(found))


def placements(size: int, lots: Iterable[int], covering: int | None = None) -> list[Placement]:
    """Every way a token of ``size`` fits inside ``lots`` (including ``covering`` if given)."""
    area = frozenset(lots)
    found = {
        frozenset(a + d for d in offsets)
        for offsets in shapes(size)
        for a in area
        if all(a + d in area for d in offsets)
    }
    return sorted((p for p in found if covering is None or covering in p), key=sorted)


def covered(in_play: InPlay) -> dict[int, str]:
    """Lot → the Consul token standing on it."""
    return {cell: t for t, lots in in_play.items() for cell in lots}


def overlapped(in_play: InPlay, placement: Placement) -> list[str]:
    """The Consul's tokens a new token on ``placement`` would replace."""
    return sorted(t for t, lots in in_play.items() if lots & placement)


# --- supply --------------------------------------------------------------------------
def draw_source(size: int, piles: Piles, discards: Piles) -> Literal["pile", "reshuffle"] | None:
    """Where the next token of ``size`` comes from: its face-down pile; or, "If a face-down token
    pile is empty, shuffle the token discards to form a new face-down pile" (line 657); or None:
    "If there are no more of the needed building size" (line 659)."""
    if piles.get(size):
        return "pile"
    if discards.get(size):
        return "reshuffle"
    return None


# --- the Consul's construction (lines 642-661) ----------------------------------------
class Construction(NamedTuple):
    """What the Consul builds for a new lot: the token ``size`` and every placement the rules
    allow (more than one: the controlling player chooses). ``exhausted``: no token of that size
    is left — "the Consul does not take the Lot. Instead, the Consul receives 7 Victory Points"."""

    size: int
    options: list[Placement]
    exhausted: bool = False
    vp: int = 0


def construction(in_play: InPlay, new_lot: int, piles: Piles, discards: Piles) -> Construction:
    """The token the Consul places after taking the deed of ``new_lot``.

    "If the new Lot does not expand an area for the Consul (i.e. not placed adjacent to an
    existing Building token), draw the top token from the size 1 face-down pile" (line 650).
    "If the new Lot connects to one or more of the Consul's existing Building tokens, place the
    largest Building token possible on those Lots. Remove the smaller Building tokens" (line 652).
    Our reading: "those Lots" are the new lot and the lots of the tokens it touches; the token
    covers the new lot and replaces only smaller tokens ("You can never build over a Building of
    the same size or larger", line 216), so size 1 on the new lot alone is always possible.
    """
    on = covered(in_play)
    touched = {on[n] for n in neighbours(new_lot) if n in on}
    region = frozenset({new_lot}).union(*(in_play[t] for t in touched))
    size, options = 1, [frozenset({new_lot})]
    for s in reversed(SIZES[1:] if touched else ()):
        fits = [p for p in placements(s, region, new_lot) if all(size_of(t) < s for t in overlapped(in_play, p))]
        if fits:
            size, options = s, fits
            break
    if draw_source(size, piles, discards) is None:
        return Construction(size, [], exhausted=True, vp=CONSUL["exhausted_vp"])
    return Construction(size, options)


def after_starting_turn(side: str) -> tuple[bool, str]:
    """Whether the Consul acts now, and the card's side afterwards: "After the starting player
    finishes their turn, they must flip the Consul card to the READY side. If the Consul card
    is already on the READY side, perform the following steps" ... "Afterward, flip the Consul
    card to the PLANNING side." (lines 640, 661)."""
    if side == "PLANNING":
        return False, "READY"
    return True, "PLANNING"


def place(in_play: InPlay, token_id: str, placement: Placement) -> tuple[dict[str, Placement], list[str], Placement]:
    """Put ``token_id`` on ``placement``: the tokens it covers go to the discards ("place them in
    token discard piles based on their size", line 652). Returns the new tokens in play, the
    discarded token ids and the lots left empty ("If this would cause one or more Lots the Consul
    owns to become empty", line 653)."""
    gone = overlapped(in_play, placement)
    vacant = frozenset(cell for t in gone for cell in in_play[t]) - placement
    kept = {t: lots for t, lots in in_play.items() if t not in gone}
    kept[token_id] = frozenset(placement)
    return kept, gone, vacant


def refill(vacant: Iterable[int], piles: Piles, discards: Piles) -> Construction:
    """The next token for empty Consul lots: "draw the largest token(s) that can occupy those
    Lots and place it in the vacant space" (line 653). A size with no token left cannot occupy
    them (our reading), so the next size down is tried; the engine repeats until no lot is empty.
    Also the Hard / Challenge setups: "place the largest possible Building token on each
    contiguous Lot" (line 633). ``size`` 0: nothing left to place."""
    lots = frozenset(vacant)
    for s in reversed(SIZES):
        fits = placements(s, lots)
        if fits and draw_source(s, piles, discards) is not None:
            return Construction(s, fits)
    return Construction(0, [])


# --- scoring -------------------------------------------------------------------------
def consul_population(in_play: InPlay) -> int:
    """Citizens on the Consul's residential tokens (its place on the Population tracker)."""
    return sum(int(token(t).get("citizens", 0)) for t in in_play)


def consul_silver(in_play: InPlay) -> int:
    """Silver icons on the Consul's commercial tokens "(that are in play)" (line 679)."""
    return sum(int(token(t).get("silver", 0)) for t in in_play)


def population_points(players: Sequence[int], consul: int, era: int) -> tuple[list[int], int]:
    """Victory Points from population, players' and the Consul's.

    "the player (including the Consul) that has the most Population will receive the majority
    bonus (4 Victory Points for Era 1, 7 Victory Points for Era 2, and 10 Victory Points for Era
    3). All other players will receive a Victory Points *penalty* for the difference between
    their Population and the player that has the most." (line 669). Ties for most share the bonus
    ("Ties are friendly", line 261); a bonus needs at least 1 Citizen (line 265).
    """
    bonus: int = COMPONENTS["population_bonus"][era - 1]
    top = max([*players, consul])

    def points(pop: int) -> int:
        if pop == top:
            return bonus if pop >= 1 else 0
        return pop - top

    return [points(p) for p in players], points(consul)


def consul_commercial_points(in_play: InPlay, era: int) -> int:
    """The Consul's commercial tokens "score as normal" (line 673): the flat VP of each, and in the
    final Era their silver as VP too (line 336). The Consul collects no silver (our reading)."""
    flat = sum(int(token(t).get("vp", 0)) for t in in_play)
    return flat + (consul_silver(in_play) if era == 3 else 0)


def minimum_deed_price(silver: int) -> int:
    """The minimum Deed price: "At the start of the game, the minimum Deed price is 2 Silver"
    and "Every 2 Silver icons on the Consul's Commercial Building tokens (that are in play)
    increases the minimum Deed price ... by +1 Silver." (lines 677-679)."""
    return int(CONSUL["minimum_deed_price"] + silver // CONSUL["silver_per_price_step"])


def deed_prices(silver: int) -> list[int]:
    """The Deed board's slot prices, none below the minimum: "The price of the first Deed slot,
    and other Deed slots, will rise according to new minimum Deed prices being set." (line 677)."""
    floor = minimum_deed_price(silver)
    return [max(price, floor) for price in DEED_PRICES]


def playable(players: int, modules: Iterable[str] = ()) -> bool:
    """The module's table: "Only playable with 2-4 players. You may choose to incorporate the
    Monuments Expansion, but no other Modules may be used." (line 612)."""
    return players in CONSUL["players"] and set(modules) <= {"monuments"}


def players_win(scores: Sequence[int], consul: int) -> bool:
    """True if the players win: "After final scoring, the players win if each player has a
    higher individual score than the Consul. Otherwise, the Consul wins." (line 691)."""
    return all(score > consul for score in scores)
