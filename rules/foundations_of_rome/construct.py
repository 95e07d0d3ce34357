"""Construct a Building: "Select one of your Buildings and place it on empty Lots you own";
building over your own smaller buildings, and the Monuments' requirements (with the
Monuments expansion). ``listed`` lists every legal construction; ``build`` plays one.
"""

from typing import NamedTuple

from rules.core import Action, Events, IllegalAction, State

from . import monuments, perks
from .board import (
    BUILDINGS,
    LOT_INDEX,
    City,
    is_monument,
    kinds,
    name,
    orientations,
    shape_key,
    size,
    sort_lots,
    supply,
)


def listed(state: State, player: int) -> list[Action]:
    city = City(state, player)
    owned = city.owned(player)
    markers = len(owned) - sum(1 for i in owned if i in city.building_at)
    shifted: dict[int, set[int]] = {}  # offset -> the lots that offset away from an owned lot
    by_shape: dict[tuple[tuple[int, ...], ...], list[list[str]]] = {}
    actions: list[Action] = []
    buildable = [kind for kind, left in supply(state, player).items() if left > 0]
    shared = monuments.buildable(state, player)  # every requirement but the edge: met
    players = state["options"]["players"]
    for kind in buildable + shared:
        if size(kind) > len(owned):
            continue
        shape = orientations(kind)
        if shape not in by_shape:
            placements = _placements(shape, size(kind), owned, shifted, city, markers, _rule(state, player))
            by_shape[shape] = [[name(i) for i in cells] for cells in sorted(placements)]
        actions += [
            {"type": "construct", "player": player, "building": kind, "lots": list(lots)}
            for lots in by_shape[shape]
            if not is_monument(kind) or not monuments.needs_edge(kind) or monuments.on_edge(lots, players)
        ]
    return actions


def _placements(
    shape: tuple[tuple[int, ...], ...],
    new_size: int,
    owned: set[int],
    shifted: dict[int, set[int]],
    city: City,
    markers: int,
    rule: "BuildRule",
) -> list[list[int]]:
    """Every placement (sorted lot indices) of a building of ``shape`` on ``owned`` lots."""
    if new_size == 1 and not rule.same_size:
        # A one-lot building covers no building ("bigger than any ... you are building over")
        # and takes the lot marker off the lot it goes on: every empty lot, nothing else.
        return [[lot] for lot in owned if lot not in city.building_at]
    found: list[list[int]] = []
    for offsets in shape:
        # anchors whose every cell of this orientation is owned: one set intersection
        others: list[set[int]] = []
        for d in offsets[1:]:
            if d not in shifted:
                shifted[d] = {c - d for c in owned}
            others.append(shifted[d])
        for anchor in owned.intersection(*others):
            cells = [anchor + d for d in offsets]
            if _placement_problem(cells, new_size, city, markers, rule) is None:
                found.append(cells)
    return found


class BuildRule(NamedTuple):
    """What a player's role changes in building: more lot markers, building over the same size."""

    lot_markers: int
    same_size: bool


def _rule(state: State, p: int) -> BuildRule:
    return BuildRule(perks.lot_markers(state, p), perks.has(state, p, "build_over_same_size"))


def _placement_problem(
    cells: list[int], new_size: int, city: City, markers: int, rule: BuildRule
) -> tuple[str, str] | None:
    """Why a building of ``new_size`` may not go on owned ``cells``, or None.

    "You may also 'build over' a Building you constructed earlier, but only if the new
    Building is bigger than any individual one you are building over." Covered buildings go
    back to the tray; owned lots they leave uncovered get a lot marker again.
    """
    covered = {city.building_at[c] for c in cells if c in city.building_at}
    for position in covered:
        old = city.buildings[position]
        if len(old["lots"]) > new_size or (len(old["lots"]) == new_size and not rule.same_size):
            return (
                "build_over_not_smaller",
                f"cannot build over the {kinds()[old['kind']]['name']} on "
                f"{', '.join(old['lots'])}: the new building must be bigger than it",
            )
    empty_covered = len(cells) - sum(1 for c in cells if c in city.building_at)
    freed = sum(len(city.buildings[i]["lots"]) for i in covered) - (len(cells) - empty_covered)
    if markers - empty_covered + freed > rule.lot_markers:
        return (
            "not_enough_lot_markers",
            f"the lots left uncovered need more than the {rule.lot_markers} lot markers you have",
        )
    return None


def build(state: State, action: Action, events: Events) -> None:
    """Place the building (the caller ends the turn)."""
    p, kind, lots = action["player"], action["building"], action["lots"]
    if not isinstance(kind, str) or kind not in kinds():
        raise IllegalAction(f"unknown building {kind!r}", code="unknown_building")
    if is_monument(kind):
        unavailable = monuments.unavailable(state, p, kind)
        if unavailable:
            raise IllegalAction(unavailable, code="monument_unavailable")
    elif supply(state, p)[kind] <= 0:
        raise IllegalAction(f"no {BUILDINGS[kind]['name']} left in your supply", code="supply_exhausted")
    if (
        not isinstance(lots, list)
        or not all(isinstance(x, str) and x in LOT_INDEX for x in lots)
        or len(set(lots)) != len(lots)
    ):
        raise IllegalAction("'lots' must be a list of distinct lot names such as \"B4\"", code="malformed_action")
    cells = [LOT_INDEX[x] for x in lots]
    if len(cells) != size(kind) or shape_key(cells) not in orientations(kind):
        raise IllegalAction(
            f"lots {', '.join(lots)} do not match the shape of a {kinds()[kind]['name']} in any rotation or reflection",
            code="shape_mismatch",
        )
    city = City(state, p)
    foreign = [x for x in lots if city.owner.get(LOT_INDEX[x]) != p]
    if foreign:
        raise IllegalAction(
            f"you can only construct on lots you own; not yours: {', '.join(foreign)}", code="lot_not_owned"
        )
    problem = _placement_problem(cells, len(cells), city, len(city.empty_lots(p)), _rule(state, p))
    if problem:
        raise IllegalAction(problem[1], code=problem[0])
    if is_monument(kind):
        reason = monuments.placement_problem(state, p, kind, lots)
        if reason:
            raise IllegalAction(reason, code="monument_requirement")
        state["monuments"]["pool"].remove(kind)
    covered = sorted({city.building_at[c] for c in cells if c in city.building_at}, reverse=True)
    for position in covered:
        old = state["buildings"].pop(position)
        if is_monument(old["kind"]):  # "it returns with the matching card to the common pool"
            state["monuments"]["pool"] = sorted([*state["monuments"]["pool"], old["kind"]])
        events.append({"type": "building_removed", "player": p, "building": old["kind"], "lots": old["lots"]})
    placed = {"kind": kind, "owner": p, "lots": sort_lots(lots)}
    state["buildings"].append(placed)
    events.append({"type": "building_placed", "player": p, "building": kind, "lots": placed["lots"]})
