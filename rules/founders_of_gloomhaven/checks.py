"""What a Founders of Gloomhaven state must satisfy beyond its published schema: seats and
indices that exist, squares on the board, footprints of the pack's shapes that overlap
nothing, every card in exactly one place, and a pending decision the engine can answer."""

from __future__ import annotations

from collections import Counter
from typing import Any, NoReturn

from rules.core import InvalidState, State
from rules.core.decisions import CHANCE

from .content import BASIC_CARDS, INCOME_CARD, Content, content
from .effects import workers
from .geometry import cells, normalised, rotations


def _fail(message: str) -> NoReturn:
    raise InvalidState(message)


def check_state(state: State) -> None:
    c = content()
    n = state["options"]["players"]
    if (state["rng"] is None) != (state["options"]["randomness"] == "table"):
        _fail("rng must be {seed, draws} with randomness 'seeded' and null with 'table'")
    if len(state["players"]) != n:
        _fail(f"players must list {n} players")
    for key in ("start", "active", "caller"):
        if state[key] is not None and state[key] >= n:
            _fail(f"{key} must be a seat of this {n}-player game")
    _check_players(state, c, n)
    _check_board(state, c, n)
    _check_cards(state, c, n)
    _check_pending(state, c, n)


def _seat(value: Any, n: int, where: str, neutral: bool = False) -> None:
    if value is not None and not ((neutral and value == -1) or 0 <= value < n):
        _fail(f"{where}: {value} is not a seat of this {n}-player game")


def _check_players(state: State, c: Content, n: int) -> None:
    races = [info["race"] for info in state["players"] if info["race"] is not None]
    if len(set(races)) != len(races):
        _fail("two players have the same race")
    held = [r for info in state["players"] for r in info["resources"]]
    if len(set(held)) != len(held):
        _fail("a resource is controlled by two players (or twice)")
    for p, info in enumerate(state["players"]):
        if info["resources"] and info["race"] is None:
            _fail(f"players[{p}] controls resources before choosing a race")
        if workers(state, p) < 0:
            _fail(f"players[{p}] has more workers on cards than houses built (L55–57, L383–384)")


def _squares(pairs: list[list[int]], c: Content, where: str, terrain: str | None = "open") -> list[int]:
    """The squares of ``pairs``, each on the board and on its kind of square: ``open`` (not
    black, purple or blue, L121–123), ``green`` (a house, L387), ``black`` (a bridge, L398),
    or anything (``None``)."""
    found = []
    for x, y in pairs:
        if not (0 <= x < c.width and 0 <= y < c.height):
            _fail(f"{where}: [{x}, {y}] is off the {c.width} × {c.height} board")
        s = c.square(x, y)
        if (
            (terrain == "open" and not c.buildable[s])
            or (terrain == "green" and (c.terrain[s] != "g" or not c.buildable[s]))
            or (terrain == "black" and not c.black[s])
        ):
            _fail(f"{where}: nothing of this kind may stand on [{x}, {y}]")
        found.append(s)
    return found


def _shape_ok(pairs: list[list[int]], shape: list[list[int]]) -> bool:
    return normalised((x, y) for x, y in pairs) in rotations(cells(shape)) and len(pairs) == len(shape)


def _check_board(state: State, c: Content, n: int) -> None:
    taken: list[int] = []
    for i, tile in enumerate(state["tiles"]):
        where = f"tiles[{i}]"
        taken += _squares(tile["squares"], c, where)
        if not _shape_ok(tile["squares"], c.resources[tile["resource"]]["shape"]):
            _fail(f"{where}: not the shape of a {tile['resource']} tile")
        _seat(tile["owner"], n, f"{where}.owner", neutral=True)
        for p in tile["access"]:
            _seat(p, n, f"{where}.access")
    for p, info in enumerate(state["players"]):
        taken += _squares(info["houses"], c, f"players[{p}].houses", "green")
        taken += _squares(info["bridges"], c, f"players[{p}].bridges", "black")
    taken += _squares(state["roads"], c, "roads")
    for i, placed in enumerate(state["buildings"]):
        where = f"buildings[{i}]"
        fixed = c.prestige[placed["id"]]["fixed"]
        squares = _squares(placed["squares"], c, where, None if fixed else "open")
        if fixed is not None and sorted(squares) != c.fixed[fixed]:
            _fail(f"{where}: {placed['id']} stands only on its own spot (L505–507)")
        taken += squares
        if not _shape_ok(placed["squares"], c.prestige[placed["id"]]["shape"]):
            _fail(f"{where}: not the shape of {placed['id']}")
        needs = {need["resource"] for need in c.prestige[placed["id"]]["requires"]}
        for resource, by in placed["deliveries"].items():
            if resource not in needs:
                _fail(f"{where}.deliveries: {placed['id']} does not require {resource}")
            _seat(by, n, f"{where}.deliveries", neutral=True)
        _seat(placed["worker"], n, f"{where}.worker")
    if len(set(taken)) != len(taken):
        _fail("two buildings or roads share a square")
    complete = sum(1 for b in state["buildings"] if len(b["deliveries"]) == len(c.prestige[b["id"]]["requires"]))
    if state["completions"] != complete:
        _fail(f"completions must be {complete}: the buildings with every resource delivered")


def _check_cards(state: State, c: Content, n: int) -> None:
    deck = state["prestige_deck"]
    prestige = [
        *deck["unseen"],
        *deck["bottom"],
        *state["discard"],
        *state["removed"],
        *(p for p in state["proposals"] if p is not None),
        *(b["id"] for b in state["buildings"]),
    ]
    if any(k > 1 for k in Counter(prestige).values()):
        _fail("a prestige card is in two places")
    advisers = [a for a in state["advisers"] if a is not None]
    for tier, cards in state["adviser_deck"].items():
        if any(str(c.advisers[a]["points"]) != tier for a in cards):
            _fail(f"adviser_deck.{tier} holds only {tier}-point advisers")
        advisers += cards
    basics = sorted([*BASIC_CARDS, *([INCOME_CARD] if n == 2 else [])])
    for p, info in enumerate(state["players"]):
        cards = info["hand"] + [x["card"] for x in info["played"]]
        if sorted(x for x in cards if x not in c.advisers) != basics:
            _fail(f"players[{p}] holds the basic action cards {basics} once each (L59–63)")
        advisers += [x for x in cards if x in c.advisers]
    if any(k > 1 for k in Counter(advisers).values()):
        _fail("an adviser is in two places")


def _check_pending(state: State, c: Content, n: int) -> None:
    frames, queue = state["decisions"], state["queue"]
    over = state["phase"] == "game_over"
    if over != (not frames):
        _fail("a game is over exactly when no decision is pending")
    if over and queue:
        _fail("a finished game has nothing left to do")
    tiles, buildings = len(state["tiles"]), len(state["buildings"])
    for i, item in enumerate(queue):
        where = f"queue[{i}]"
        for key in ("seat", "actor"):
            _seat(item.get(key), n, f"{where}.{key}")
        for p in item.get("seats", []):
            _seat(p, n, f"{where}.seats")
        if "payer" in item:
            _seat(item["payer"], n, f"{where}.payer", neutral=True)
        if "tile" in item and item["tile"] >= tiles:
            _fail(f"{where}.tile: no tile {item['tile']}")
        if item["do"] == "enact":
            _check_votes(state, item["votes"], [item["slot"]], n, where)
    for frame in frames:
        kind = frame["kind"]
        where = f"decisions: {kind}"
        if frame.get("seat") == CHANCE and state["rng"] is not None:
            _fail("only randomness 'table' has decisions of the chance seat")
        _seat(frame.get("seat") if frame.get("seat") != CHANCE else None, n, where)
        if "tile" in frame and frame["tile"] >= tiles:
            _fail(f"{where}.tile: no tile {frame['tile']}")
        if kind == "upgrade_road":
            _squares(frame["roads"], c, f"{where}.roads", None)
        if kind == "choose_delivery":
            if frame["building"] >= buildings:
                _fail(f"{where}.building: no building {frame['building']}")
            placed = state["buildings"][frame["building"]]
            needs = {need["resource"] for need in c.prestige[placed["id"]]["requires"]}
            if frame["resource"] not in needs or frame["resource"] in placed["deliveries"]:
                _fail(f"{where}: {placed['id']} does not wait for {frame['resource']}")
        if kind == "vote":
            if len(frame["choices"]) != n:
                _fail(f"{where}: one choice per seat")
            for p, choice in enumerate(frame["choices"]):
                if choice is None:
                    continue
                info = state["players"][p]
                if choice["fleeting"] > info["fleeting"] or choice["lasting"] > info["lasting"]:
                    _fail(f"{where}: seat {p} dedicated more influence than it has")
                if state["proposals"][choice["proposal"]] is None:
                    _fail(f"{where}: seat {p} voted for an empty proposal space")
            if len(frame["partial"]) != n:
                _fail(f"{where}: one vote in progress per seat")
            for p, partial in enumerate(frame["partial"]):
                if partial is None:
                    continue
                if frame["choices"][p] is not None or state["proposals"][partial["proposal"]] is None:
                    _fail(f"{where}: seat {p}'s vote in progress is for an empty space, or already cast")
                if partial.get("fleeting", 0) > state["players"][p]["fleeting"]:
                    _fail(f"{where}: seat {p} dedicated more fleeting influence than it has")
        if kind == "break_tie":
            _check_votes(state, frame["votes"], frame["tied"], n, where)
        if (
            kind in ("draw_proposal", "draw_adviser")
            and state["proposals" if kind == "draw_proposal" else "advisers"][frame["slot"]] is not None
        ):
            _fail(f"{where}: the space is not empty")


def _check_votes(state: State, votes: list[dict[str, int]], slots: list[int], n: int, where: str) -> None:
    if len(votes) != n:
        _fail(f"{where}: one vote per seat")
    for slot in slots:
        if state["proposals"][slot] is None or not any(v["proposal"] == slot for v in votes):
            _fail(f"{where}: proposal {slot} is empty or has no vote")
