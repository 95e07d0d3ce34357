"""Constructed positions for the Founders of Gloomhaven rule tests.

The rulebook (../shared/rulebooks/founders-of-gloomhaven.txt) is the specification; tests cite
it as ``L123``. ``position`` starts from a fresh ``GAME.setup`` state and overwrites the
players, tiles, roads, prestige buildings, proposals, advisers and the pending decision to
make the position a test needs; every state it returns passes ``GAME.check_state``. Then the
test plays through the public API only (``act`` applies an action after checking that
``GAME.legal_actions`` lists it).

Squares are ``(x, y)`` on the 18 × 14 board of the shipped pack: sections west (x 0–7), north
(x 9–17, y 0–6) and south (x 9–17, y 8–13), split by the river column x = 8 and the river row
y = 7 (x 8–17).
"""

from __future__ import annotations

import copy
from typing import Any

from rules.founders_of_gloomhaven import GAME

NEUTRAL = -1
# Engine bugs found by these tests (see the report); their tests are strict xfails until fixed.
# Seats by the rulebook's example colours.
PURPLE, YELLOW, GREY, TEAL = 0, 1, 2, 3
RACES = ["human", "quatryl", "savvas", "orchid"]
# Every basic controlled by someone, so no prestige building meets a "neutral resource" (L281–283).
RESOURCES = [["population", "metal"], ["knowledge", "crops"], ["stone", "livestock"], ["gems", "wood"]]
BASIC_CARDS = ["construct", "recruit", "trade", "upgrade"]
# The board's squares by row (y), written out from the design (docs/founders-of-gloomhaven.md §4):
# r entrance (red), b coastal (beige), g forested (green), c central (grey), k river/wall, p purple.
TERRAIN = [
    "rrggccccppccrrccbb",
    "rgggccccppcccccgbb",
    "rggccccckccccccgbb",
    "cggccccckcccccggbb",
    "ccccccggkggccccgbb",
    "ccccccggkggcccccbb",
    "rcccccggkccccccgbb",
    "rccccccckkkkkkkkkk",
    "cccggccckccccccgbb",
    "ccgggccckcccggccbb",
    "cccgcccgkccgggccbb",
    "ccccccggkcccgcccbb",
    "rrccccggkccccccgbb",
    "rrrcccggkccrrcccbb",
]


def tile(resource: str, squares, owner: int, access=()) -> dict[str, Any]:
    return {"resource": resource, "squares": [list(s) for s in squares], "owner": owner, "access": sorted(access)}


def building(ident: str, squares, deliveries=None, worker=None) -> dict[str, Any]:
    return {"id": ident, "squares": [list(s) for s in squares], "deliveries": dict(deliveries or {}), "worker": worker}


def position(
    n: int = 4,
    *,
    seed: int = 7,
    races=None,
    resources=None,
    tiles=(),
    roads=(),
    buildings=(),
    players=None,
    active: int = 0,
    proposals=(None, None, None),
    advisers=(None, None, None, None),
    decision: dict[str, Any] | None = None,
    queue=None,
    caller: int | None = None,
) -> dict[str, Any]:
    """A play-phase state. ``players`` maps a seat to members to overwrite (``money``,
    ``points``, ``houses`` …; ``played`` as a list of ``(card, up)`` whose cards leave the
    hand; ``advisers_in_hand`` as adviser ids added to the hand). The pending decision is
    the active seat's turn unless ``decision`` (with its ``queue``) says otherwise."""
    state = GAME.setup({"players": n}, seed=seed)
    state["phase"] = "play"
    state["start"] = 0
    state["active"] = active
    state["caller"] = caller
    races = races or RACES[:n]
    resources = resources or RESOURCES[:n]
    income = 4 if n == 2 else 0
    hand = sorted(BASIC_CARDS + (["income"] if n == 2 else []))
    for p, info in enumerate(state["players"]):
        info.update(race=races[p], resources=list(resources[p]), income=income, hand=list(hand))
    deck = state["adviser_deck"]
    for p, overrides in (players or {}).items():
        info = state["players"][p]
        overrides = dict(overrides)
        for card in overrides.pop("advisers_in_hand", []):
            _take_adviser(deck, card)
            info["hand"].append(card)
        played = overrides.pop("played", [])
        for card, up in played:
            info["hand"].remove(card)
            info["played"].append({"card": card, "up": up})
        info.update(copy.deepcopy(overrides))
        info["hand"].sort()
    state["tiles"] = [copy.deepcopy(t) for t in tiles]
    state["roads"] = [list(r) for r in roads]
    state["buildings"] = [copy.deepcopy(b) for b in buildings]
    unseen = state["prestige_deck"]["unseen"]
    for b in state["buildings"]:
        unseen.remove(b["id"])
    if decision and "building" in decision:  # the card a vote has just enacted
        unseen.remove(decision["building"])
    state["proposals"] = list(proposals)
    for card in proposals:
        if card is not None:
            unseen.remove(card)
    state["advisers"] = list(advisers)
    for card in advisers:
        if card is not None:
            _take_adviser(deck, card)
    state["completions"] = sum(1 for b in state["buildings"] if len(b["deliveries"]) == len(REQUIRES[b["id"]]))
    state["queue"] = list(queue or [])
    state["decisions"] = [decision or {"kind": "turn", "seat": active}]
    GAME.check_state(state)
    return state


def _take_adviser(deck: dict[str, list[str]], card: str) -> None:
    for cards in deck.values():
        if card in cards:
            cards.remove(card)
            return
    raise AssertionError(f"adviser {card} is not in the deck")


# Required resources of the prestige buildings the tests place (written out from the pack's
# design, docs/founders-of-gloomhaven.md §4), so ``position`` can count completion tokens.
REQUIRES = {
    "university": {"stone": 3, "machinery": 4, "books": 5},
    "merchants_guild": {"brick": 8, "jewelry": 5},
    "guild_hall": {"government": 8, "population": 2},
    "salt_barrel": {"food": 4, "crops": 2},
    "ghost_fortress": {"weapons": 9, "stone": 2},
    "soldiers_garrison": {"weapons": 9, "leather": 4},
    "gatehouse_west": {"brick": 5, "wood": 2},
    "gatehouse_south": {"brick": 5, "wood": 2},
    "clocktower": {"machinery": 4, "metal": 2},
    "lighthouse": {"stone": 2, "machinery": 4},
    "market_square": {"crops": 2, "livestock": 2, "population": 2},
    "jewelers_exchange": {"jewelry": 5, "gems": 2},
    "tannery": {"leather": 4, "livestock": 2},
    "great_library": {"books": 5, "knowledge": 2},
    "harbour": {"cloth": 7, "livestock": 2},
    "weavers_hall": {"cloth": 8, "wood": 2},
    "bazaar": {"food": 4, "gems": 3, "metal": 2},
}


# --- playing --------------------------------------------------------------------------------
def legal(state, seat: int, kind: str | None = None) -> list[dict[str, Any]]:
    return [a for a in GAME.legal_actions(state, seat) if kind is None or a["type"] == kind]


def act(state, action: dict[str, Any]):
    """Apply ``action`` after checking that it is listed; the new state (checked)."""
    listed = GAME.legal_actions(state, action["player"])
    assert action in listed, f"{action} not in {listed}"
    new, _ = GAME.apply(state, action)
    if new["phase"] != "game_over" or new["decisions"]:
        GAME.check_state(new)
    return new


def do(state, seat: int, kind: str, **members):
    return act(state, {"type": kind, "player": seat, **members})


def cast_vote(state, seat: int, proposal: int, fleeting: int = 0, lasting: int = 0):
    """A seat's whole secret vote (L464–472): the proposal, then the influence it dedicates
    (each step offered only while the seat has that influence)."""
    state = do(state, seat, "vote", proposal=proposal)
    for kind, amount in (("fleeting", fleeting), ("lasting", lasting)):
        pending = state["decisions"] and state["decisions"][-1]["kind"] == "vote"
        if pending and state["decisions"][-1]["partial"][seat] is not None:
            partial = state["decisions"][-1]["partial"][seat]
            if kind not in partial:
                state = do(state, seat, "dedicate", influence=kind, amount=amount)
    return state


def same_squares(a, b) -> bool:
    return sorted(map(tuple, a)) == sorted(map(tuple, b))


def placement(state, seat: int, kind: str, squares, **members) -> dict[str, Any] | None:
    """The listed ``place_tile``/``place_prestige`` action on exactly ``squares``, or None."""
    for a in legal(state, seat, kind):
        if same_squares(a["squares"], squares) and all(a.get(k) == v for k, v in members.items()):
            return a
    return None


def top(state) -> dict[str, Any]:
    return state["decisions"][-1]


def finish_follows(state):
    """Every pending follow (and an optional upgrade road) answered with the $1 standard follow."""
    while state["decisions"] and top(state)["kind"] in ("follow", "upgrade_road"):
        frame = top(state)
        kind = "skip_road" if frame["kind"] == "upgrade_road" else "take_money"
        state = do(state, frame["seat"], kind)
    return state


def pass_until(state, seat: int):
    """Other players play a card face down and take $1 until it is ``seat``'s turn."""
    while not (top(state)["kind"] == "turn" and top(state)["seat"] == seat):
        p = top(state)["seat"]
        state = do(state, p, "play_face_down", card=state["players"][p]["hand"][0])
        state = do(state, p, "take_money")
    return state


def points(state) -> list[int]:
    return [info["points"] for info in state["players"]]


def money(state) -> list[int]:
    return [info["money"] for info in state["players"]]


def main_pending(n: int, seat: int, kind: str, **data) -> dict[str, Any]:
    """``position`` arguments for: ``seat`` has played a card face up and its main action's
    ``kind`` frame is pending; the other players follow next, then the turn ends (L303–308)."""
    follows = [{"do": "follow", "seat": (seat + k) % n, "as": [kind]} for k in range(n - 1, 0, -1)]
    return {"active": seat, "decision": {"kind": kind, "seat": seat, **data}, "queue": [{"do": "end_turn"}, *follows]}


def following(n: int, leader: int, seat: int, kind: str) -> dict[str, Any]:
    """``position`` arguments for: ``leader`` played a ``kind`` card face up and resolved it;
    ``seat`` follows now, and the players after ``seat`` follow later."""
    k = (seat - leader) % n
    later = [{"do": "follow", "seat": (leader + j) % n, "as": [kind]} for j in range(n - 1, k, -1)]
    return {
        "active": leader,
        "decision": {"kind": "follow", "seat": seat, "as": [kind]},
        "queue": [{"do": "end_turn"}, *later],
    }
