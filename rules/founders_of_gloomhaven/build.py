"""The four kinds of action a card asks for — recruit, trade, upgrade, construct — and the
choices points and deliveries ask of a player (L310–406, L216–233)."""

from __future__ import annotations

from typing import Any

from rules.core import Action, Events, IllegalAction, State

from .city import City
from .content import NEUTRAL, add, content
from .effects import (
    construct_price,
    construct_squares,
    owned_types,
    recruit_price,
    recruit_slots,
    supply_left,
    trade_options,
    upgrade_placements,
    upgrade_price,
)
from .flow import answer, ask, later, run, step
from .points import candidates, check_deliveries, deliver, sources, transfer, use_source
from .turn import require


def _frame(state: State) -> dict[str, Any]:
    frame: dict[str, Any] = state["decisions"][-1]
    return frame


def _pay(state: State, p: int, amount: int, to: int | None, events: Events, why: str) -> None:
    """Money to the bank (``None`` or ``NEUTRAL``) or to another player; checked before."""
    state["players"][p]["money"] -= amount
    if to is not None and to != NEUTRAL:
        add(state["players"][to], "money", amount)
    events.append(
        {"type": "paid", "player": p, "amount": amount, "to": None if to in (None, NEUTRAL) else to, "why": why}
    )


def _income_token(state: State, p: int, resource: str, events: Events) -> None:
    """ "Any time a player builds or imports a resource tile he or she does not already own,
    he or she collects an income token" (L532–533)."""
    if resource not in owned_types(state, p):
        add(state["players"][p], "income", 1)
        events.append({"type": "income_token", "player": p, "resource": resource})


# --- recruit (L310–335) -------------------------------------------------------------------------
def list_recruit(state: State, p: int) -> list[Action]:
    slots = recruit_slots(state, p, _frame(state), City.of(state))
    return [{"type": "recruit", "player": p, "slot": s} for s in slots]


def recruit(state: State, action: Action, events: Events) -> None:
    """ "When any adviser is recruited, the recruiting player earns the depicted number of
    points plus one lasting influence" (L333–335)."""
    p, slot = action["player"], action["slot"]
    require(
        action,
        list_recruit(state, p),
        f"cannot recruit from slot {slot}: empty, unaffordable, or no access to its resource",
    )
    frame = answer(state)
    adviser = state["advisers"][slot]
    _pay(state, p, recruit_price(slot, frame.get("discount", 0)), None, events, "recruit")
    state["advisers"][slot] = None
    state["players"][p]["hand"].append(adviser)
    add(state["players"][p], "lasting", 1)
    events.append({"type": "recruited", "player": p, "adviser": adviser})
    transfer(state, None, p, content().advisers[adviser]["points"], events, "adviser")
    run(state, events)


# --- trade (L337–354) -----------------------------------------------------------------------------
def list_trade(state: State, p: int) -> list[Action]:
    return [{**option, "player": p} for option in trade_options(state, p, _frame(state), City.of(state))]


def _trade(state: State, action: Action) -> int:
    """The price of a listed trade action, or ``IllegalAction``."""
    p = action["player"]
    mode = action["type"]
    option = {k: v for k, v in action.items() if k != "player"}
    if option not in trade_options(state, p, _frame(state), City.of(state)):
        raise IllegalAction(f"this {mode} is not possible now (L337–354)", code="illegal_action")
    c = content()
    if mode == "buy_access":
        squares = [c.square(x, y) for x, y in state["tiles"][action["tile"]]["squares"]]
        colours = None if _frame(state).get("any_colour", True) else "rb"
        squares = [s for s in squares if colours is None or c.terrain[s] in colours]
    else:
        squares = [c.square(*action["square"])]
    discount = int(_frame(state).get("discount", 0))
    return max(0, c.trade_price(squares, "access" if mode == "buy_access" else mode) - discount)


def import_stall(state: State, action: Action, events: Events) -> None:
    """``import``: a stall of a resource the player controls, theirs; ``import_access``: a
    neutral stall of an unclaimed resource, with the player's claim under the neutral one
    (L338–345)."""
    p = action["player"]
    neutral = action["type"] == "import_access"
    price = _trade(state, action)
    answer(state)
    _pay(state, p, price, None, events, "import and access" if neutral else "import")
    if not neutral:
        _income_token(state, p, action["resource"], events)
    tile = {
        "resource": action["resource"],
        "squares": [list(action["square"])],
        "owner": NEUTRAL if neutral else p,
        "access": [p] if neutral else [],
    }
    state["tiles"].append(tile)
    events.append(
        {"type": "tile", "player": None if neutral else p, "resource": tile["resource"], "squares": tile["squares"]}
    )
    check_deliveries(state, p)
    run(state, events)


def buy_access(state: State, action: Action, events: Events) -> None:
    p = action["player"]
    price = _trade(state, action)
    answer(state)
    tile = state["tiles"][action["tile"]]
    _pay(state, p, price, tile["owner"], events, "access")
    tile["access"].append(p)
    tile["access"].sort()
    events.append({"type": "access", "player": p, "tile": action["tile"]})
    run(state, events)


# --- upgrade (L356–374) ------------------------------------------------------------------------------
def list_upgrade(state: State, p: int) -> list[Action]:
    c = content()
    found = upgrade_placements(state, p, _frame(state), City.of(state))
    return [
        {"type": "place_tile", "player": p, "resource": resource, "squares": [c.xy(s) for s in squares]}
        for resource, places in found.items()
        for squares, _ in places
    ]


def place_tile(state: State, action: Action, events: Events) -> None:
    """Pay, place, take the road (before or after: the final position counts, Q22), then the
    prerequisites used earn their owners (L369–371), then deliveries."""
    p, resource = action["player"], action["resource"]
    c = content()
    frame = _frame(state)
    if resource not in c.advanced:
        raise IllegalAction(f"{resource!r} is not an advanced resource", code="illegal_action")
    squares = [c.parse(pair) for pair in action["squares"]] if isinstance(action["squares"], list) else []
    city = City.of(state)
    places = {tuple(sorted(q)): needs for q, needs in city.tile_placements(p, resource, frame.get("road", True))}
    key = tuple(sorted(s for s in squares if s is not None))
    price = upgrade_price(resource, frame.get("discount", 0))
    if len(key) != len(squares) or key not in places or price > state["players"][p]["money"]:
        raise IllegalAction(
            f"a {resource} tile cannot go on {action['squares']} now (L356–374, L519–529)", code="illegal_action"
        )
    if supply_left(state, resource) <= 0:
        raise IllegalAction(f"no {resource} tile left", code="illegal_action")
    answer(state)
    _pay(state, p, price, None, events, "upgrade")
    _income_token(state, p, resource, events)
    state["tiles"].append({"resource": resource, "squares": [c.xy(s) for s in key], "owner": p, "access": []})
    tile = len(state["tiles"]) - 1
    events.append({"type": "tile", "player": p, "resource": resource, "squares": [c.xy(s) for s in key]})
    steps = [{"do": "build_points", "tile": tile}, {"do": "deliveries", "actor": p}]
    later(state, *steps)
    if frame.get("road", True):
        needed = places[key]
        roads = _roads_making_legal(state, p, resource, list(key)) if needed else []
        after = City.of(state).roads_touching(p, list(key))
        if needed or after:
            ask(state, "upgrade_road", p, tile=tile, needed=needed, roads=[c.xy(s) for s in roads])
    run(state, events)


def _roads_making_legal(state: State, p: int, resource: str, squares: list[int]) -> list[int]:
    """The roads that connect the tile just placed to what it still needs (Q22)."""
    c = content()
    city = City.of(state)  # the tile is on the board now: its own squares are taken
    new = city.tile_of[-1]
    net = city.net(p)
    needs = [city.usable(p, prereq) for prereq, _ in c.recipe[resource]] + [city.owned(p) & ~(1 << new)]
    joined = net.connected(squares)
    return [r for r in city.roads_touching(p, squares) if all((joined | net.reach[r]) & need for need in needs)]


@step("build_points")
def _build_points(state: State, item: dict[str, Any], events: Events) -> None:
    """ "Resources accessed to build the higher-tier resource building, including the
    player's own buildings, earn points for the player who owns them" (L369–371)."""
    c = content()
    tile = state["tiles"][item["tile"]]
    later(
        state,
        *(
            {"do": "source", "tile": item["tile"], "resource": r, "value": v, "by_bank": True}
            for r, v in c.recipe[tile["resource"]]
        ),
    )


# --- construct (L376–406) -------------------------------------------------------------------------------
def list_construct(state: State, p: int) -> list[Action]:
    c = content()
    found = construct_squares(state, p, _frame(state), City.of(state))
    return [
        {"type": f"build_{kind}", "player": p, "square": c.xy(s)} for kind, squares in found.items() for s in squares
    ]


def build_personal(state: State, action: Action, events: Events) -> None:
    """A house unlocks a worker (L383–384); a bridge/gate is a road for its builder only."""
    p = action["player"]
    require(action, list_construct(state, p), f"cannot {action['type'].replace('_', ' ')} on {action['square']} now")
    frame = answer(state)
    _pay(state, p, construct_price(frame.get("discount", 0)), None, events, "construct")
    kind = action["type"].removeprefix("build_")
    state["players"][p][f"{kind}s"].append(list(action["square"]))
    events.append({"type": kind, "player": p, "square": list(action["square"])})
    check_deliveries(state, p)
    run(state, events)


# --- choices inside points and deliveries --------------------------------------------------------------
def list_source(state: State, p: int) -> list[Action]:
    frame = _frame(state)
    return [{"type": "choose_source", "player": p, "tile": i} for i in sources(state, frame["tile"], frame["resource"])]


def choose_source(state: State, action: Action, events: Events) -> None:
    require(action, list_source(state, action["player"]), "that tile is not a source this tile may use (L231–233)")
    frame = answer(state)
    use_source(state, frame["tile"], action["tile"], frame["value"], frame["by_bank"])
    run(state, events)


def list_delivery(state: State, p: int) -> list[Action]:
    frame = _frame(state)
    found = candidates(state, City.of(state), frame["building"], frame["resource"])
    return [{"type": "choose_delivery", "player": p, "tile": i} for i in found]


def choose_delivery(state: State, action: Action, events: Events) -> None:
    require(action, list_delivery(state, action["player"]), "that tile cannot deliver here (L216–219)")
    frame = answer(state)
    deliver(state, frame["building"], frame["resource"], action["tile"], events)
    run(state, events)
