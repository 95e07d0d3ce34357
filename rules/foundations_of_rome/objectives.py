"""OBJECTIVES MODULE: whether a player meets an Objective card, as pure functions of a state.

The cards are Arbiter's own (``data/objectives.json``); what each ``kind`` means is fixed in
docs/foundations-of-rome-modules.md (Objectives): "Every Objective is evaluated once, at the
end of the game, after the third Era's scoring (so on the final board), and gives its ``vp``
to each player who meets it." Rulebook, CLARIFICATIONS: "Ties are 'friendly.' ... If playing
with Public Objectives, both tied players gain the Victory Points. If playing with Hidden
Objectives, only the player holding the Objective card will receive the Victory Points."
Monuments count as buildings of their data ``type`` (``board.kinds``).
"""

from collections import deque
from collections.abc import Callable, Iterable, Mapping
from typing import Any, TypedDict

from rules.core import State

from . import cards
from .board import City, citizens, commercial_silver, kinds, lot_markers_on_board, neighbours, size
from .monuments import on_edge


class Effect(TypedDict, total=False):
    """An Objective card's ``effect``: its ``kind`` and that kind's parameters (``cards.OBJECTIVE_KINDS``)."""

    kind: str
    vp: int
    at_least: int
    at_most: int
    size_at_least: int
    type: str
    next_to: str
    measure: str


TYPES = ("residential", "commercial", "civic")


def card(card_id: str) -> dict[str, Any]:
    """The Objective card ``card_id`` of ``objectives.json`` (KeyError if there is none)."""
    for each in cards.load("objectives"):
        if each["id"] == card_id:
            return each
    raise KeyError(f"no Objective card {card_id!r}")


def _type(building: dict[str, Any]) -> str:
    """A building's type: residential, commercial or civic ("Monuments have a type too")."""
    return kinds()[building["kind"]]["type"]


def _own(state: State, p: int) -> list[dict[str, Any]]:
    """``p``'s buildings on the board, Monuments included (by their Monument marker)."""
    return [b for b in state["buildings"] if b["owner"] == p]


def largest_contiguous(state: State, p: int) -> int:
    """The size of ``p``'s largest group of contiguous owned lots, built or empty (0 if none).
    Rulebook: "If two or more Lots share an orthogonally adjacent edge, they are considered
    contiguous" — a breadth-first search over orthogonal neighbours only."""
    mine = City(state, p).owned(p)
    best = 0
    while mine:
        queue = deque([mine.pop()])
        group = 0
        while queue:
            here = queue.popleft()
            group += 1
            for other in neighbours(here):
                if other in mine:
                    mine.remove(other)
                    queue.append(other)
        best = max(best, group)
    return best


#: The ``most`` measures (docs: "``measure`` is one of population, lots_owned, buildings,
#: commercial_silver, largest_contiguous").
MEASURES: dict[str, Callable[[State, int], int]] = {
    "population": citizens,
    "lots_owned": lambda state, p: len(City(state, p).owned(p)),
    "buildings": lambda state, p: len(_own(state, p)),
    "commercial_silver": commercial_silver,
    "largest_contiguous": largest_contiguous,
}


def measure(state: State, p: int, name: str) -> int:
    """``p``'s amount of the ``most`` measure ``name``: population (the Population tracker),
    lots owned (built or empty), buildings, commercial silver, or the largest contiguous group."""
    return MEASURES[name](state, p)


def _contiguous_lots(state: State, p: int, e: Effect) -> bool:
    """ "owns a group of ≥ ``at_least`` lots, each contiguous to another of the group"."""
    return largest_contiguous(state, p) >= e["at_least"]


def _buildings_of_type(state: State, p: int, e: Effect) -> bool:
    """ "owns ≥ ``at_least`` buildings of ``type`` on the board"."""
    return sum(_type(b) == e["type"] for b in _own(state, p)) >= e["at_least"]


def _population_at_least(state: State, p: int, e: Effect) -> bool:
    """ "has population ≥ ``at_least``" (the citizens on the Population tracker)."""
    return citizens(state, p) >= e["at_least"]


def _commercial_silver_at_least(state: State, p: int, e: Effect) -> bool:
    """ "has commercial silver ≥ ``at_least``" (what Take Income adds to the 5)."""
    return commercial_silver(state, p) >= e["at_least"]


def _buildings_of_size(state: State, p: int, e: Effect) -> bool:
    """ "owns ≥ ``at_least`` buildings of size ≥ ``size_at_least``" (size: lots covered)."""
    return sum(size(b["kind"]) >= e["size_at_least"] for b in _own(state, p)) >= e["at_least"]


def _each_type_at_least(state: State, p: int, e: Effect) -> bool:
    """ "owns ≥ ``at_least`` buildings of each of the three types"."""
    own = [_type(b) for b in _own(state, p)]
    return all(own.count(t) >= e["at_least"] for t in TYPES)


def _lots_on_edge(state: State, p: int, e: Effect) -> bool:
    """ "owns ≥ ``at_least`` lots on the edge (built or empty)"; the edge of the play area for
    the player count, as for Monuments (``monuments.on_edge``)."""
    players = len(state["players"])
    return sum(on_edge([lot], players) for lot in City(state, p).owned(p)) >= e["at_least"]


def _adjacent_types(state: State, p: int, e: Effect) -> bool:
    """ "owns ≥ ``at_least`` buildings of ``type`` each adjacent to at least one building of
    ``next_to``, whoever owns it" (adjacent: sharing an edge)."""
    city = City(state)
    found = 0
    for position, b in enumerate(city.buildings):
        if b["owner"] == p and _type(b) == e["type"]:
            found += any(_type(city.buildings[i]) == e["next_to"] for i in city.adjacent_buildings(position))
    return found >= e["at_least"]


def _empty_lots_at_most(state: State, p: int, e: Effect) -> bool:
    """ "has ≤ ``at_most`` lot markers on the board" (its empty lots)."""
    return lot_markers_on_board(state, p) <= e["at_most"]


def _lots_owned_at_least(state: State, p: int, e: Effect) -> bool:
    """ "owns ≥ ``at_least`` lots (built or empty)"."""
    return measure(state, p, "lots_owned") >= e["at_least"]


def _most(state: State, p: int, e: Effect) -> bool:
    """ "has the highest ``measure`` of all players, ties friendly, and at least 1 of it" — all
    players are compared, even when only the holder of a hidden card can score it."""
    values = [measure(state, q, e["measure"]) for q in range(len(state["players"]))]
    return values[p] >= 1 and values[p] == max(values)


KINDS: dict[str, Callable[[State, int, Effect], bool]] = {
    "contiguous_lots": _contiguous_lots,
    "buildings_of_type": _buildings_of_type,
    "population_at_least": _population_at_least,
    "commercial_silver_at_least": _commercial_silver_at_least,
    "buildings_of_size": _buildings_of_size,
    "each_type_at_least": _each_type_at_least,
    "lots_on_edge": _lots_on_edge,
    "adjacent_types": _adjacent_types,
    "empty_lots_at_most": _empty_lots_at_most,
    "lots_owned_at_least": _lots_owned_at_least,
    "most": _most,
}


def met(state: State, p: int, effect: Effect) -> bool:
    """Whether player ``p`` meets an Objective ``effect`` on this board (``at_least`` and
    ``at_most`` are inclusive)."""
    return KINDS[effect["kind"]](state, p, effect)


def award(state: State, card_id: str, eligible: Iterable[int]) -> list[int]:
    """The seats among ``eligible`` that score card ``card_id``, ascending. Public: every seat
    is eligible ("any players who completed the listed requirements"); hidden: only the holder
    ("only the player holding the Objective card will receive the Victory Points")."""
    effect = card(card_id)["effect"]
    return sorted(p for p in set(eligible) if met(state, p, effect))


def final_vp(state: State, eligible: Mapping[str, Iterable[int]]) -> list[int]:
    """The VP each seat gains from the Objectives in play: ``eligible`` maps each card id to
    the seats that may score it (public: all seats; hidden: its holder)."""
    gained = [0] * len(state["players"])
    for card_id, seats in eligible.items():
        for p in award(state, card_id, seats):
            gained[p] += card(card_id)["effect"]["vp"]
    return gained
