"""Card actions as effects: the basic action cards, the advisers, the race cards and the
prestige cards all say what they do in the pack's effect words (``effects`` in the pack).

``feasible`` says whether an effect can be carried out now ("If a card is placed face-up,
the player must be able to fully resolve its main action", L299–300); ``start`` carries out
an immediate one or asks the question a choice needs (a frame of the effect's name).
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State

from .city import City
from .content import NEUTRAL, add, content
from .flow import Step, ask, later, step
from .points import transfer

Effect = dict[str, Any]
CHOICES = ("recruit", "trade", "upgrade", "construct", "build_road", "prestige_action", "recall_worker")


# --- what a player has ------------------------------------------------------------------
def workers(state: State, p: int) -> int:
    """Available workers: one per house built (L383–384), less those on cards (L420–431)."""
    info = state["players"][p]
    placed = int(info["race_worker"]) + sum(1 for b in state["buildings"] if b["worker"] == p)
    return len(info["houses"]) - placed


def owned_types(state: State, p: int) -> set[str]:
    return {t["resource"] for t in state["tiles"] if t["owner"] == p}


def supply_left(state: State, resource: str) -> int:
    return content().tiles_per_type[resource] - sum(1 for t in state["tiles"] if t["resource"] == resource)


def gain(state: State, p: int, what: str, amount: int, events: Events) -> None:
    """Money, fleeting or lasting influence, or points (from the bank)."""
    if what == "points":
        transfer(state, None, p, amount, events, "card")
        return
    info = state["players"][p]
    add(info, what, amount)
    events.append({"type": "gain", "player": p, "what": what, "amount": amount})


def count_of(state: State, p: int, what: str) -> int:
    info = state["players"][p]
    if what == "houses":
        return len(info["houses"])
    if what == "bridges":
        return len(info["bridges"])
    if what == "deliveries":
        return sum(1 for b in state["buildings"] for by in b["deliveries"].values() if by == p)
    if what == "advisers":
        return sum(1 for card in info["hand"] + [x["card"] for x in info["played"]] if card in content().advisers)
    if what == "resource_types":
        return len(owned_types(state, p))
    return int(state["completions"])  # "completions"


# --- prices --------------------------------------------------------------------------------
def upgrade_price(resource: str, discount: int) -> int:
    c = content()
    base = c.prices["upgrade"]["tier2" if c.tier[resource] == 2 else "tier3"]
    return max(0, int(base) - discount)


def construct_price(discount: int) -> int:
    return max(0, int(content().prices["construct"]["follow"]) - discount)


def recruit_price(slot: int, discount: int) -> int:
    return max(0, content().slot_costs[slot] - discount)


# --- feasibility -------------------------------------------------------------------------
def feasible(state: State, p: int, effect: Effect, city: City | None = None) -> bool:
    kind = effect["effect"]
    if kind not in CHOICES:
        return True
    city = city or City.of(state)
    if kind == "recruit":
        return bool(recruit_slots(state, p, effect, city))
    if kind == "trade":
        return trade_options(state, p, effect, city, first=True) != []
    if kind == "upgrade":
        return any(upgrade_placements(state, p, effect, city, first=True).values())
    if kind == "construct":
        return bool(construct_squares(state, p, effect, city, first=True))
    if kind == "build_road":
        return bool(city.roads_for(p))
    if kind == "prestige_action":
        return bool(prestige_cards(state, p, worker=False, city=city))
    return True  # recall_worker: nothing to recall is no obstacle


def all_feasible(state: State, p: int, effects: list[Effect], city: City | None = None) -> bool:
    city = city or City.of(state)
    return all(feasible(state, p, e, city) for e in effects)


def recruit_slots(state: State, p: int, effect: Effect, city: City) -> list[int]:
    """Slots whose adviser ``p`` may recruit: owning or having access to its resource, and
    paying the slot's cost (L313–316)."""
    c = content()
    money = state["players"][p]["money"]
    return [
        slot
        for slot, adviser in enumerate(state["advisers"])
        if adviser is not None
        and recruit_price(slot, effect.get("discount", 0)) <= money
        and city.usable(p, c.advisers[adviser]["resource"])
    ]


def trade_colours(effect: Effect) -> str | None:
    """The main trade action takes any space; the follow, red or beige only (L353–354)."""
    return None if effect.get("any_colour", True) else "rb"


def trade_options(state: State, p: int, effect: Effect, city: City, first: bool = False) -> list[dict[str, Any]]:
    """Every trade ``p`` may make (L338–351): import a stall of a resource ``p`` controls,
    buy access to another's or a neutral tile, or import a neutral stall with access."""
    c = content()
    info = state["players"][p]
    colours = trade_colours(effect)
    discount = effect.get("discount", 0)
    found: list[dict[str, Any]] = []
    held = {r for other in state["players"] for r in other["resources"]}
    for mode, resources in (("import", info["resources"]), ("import_access", [r for r in c.basics if r not in held])):
        owner = p if mode == "import" else NEUTRAL
        for resource in resources:
            if c.tier[resource] != 1 or supply_left(state, resource) <= 0:
                continue
            for s in city.stall_squares(owner, resource, colours):
                if max(0, c.trade_price([s], mode) - discount) <= info["money"]:
                    found.append({"type": mode, "resource": resource, "square": c.xy(s)})
                    if first:
                        return found
    for i, tile in enumerate(state["tiles"]):
        if tile["owner"] == p or p in tile["access"]:
            continue
        squares = [c.square(x, y) for x, y in tile["squares"]]
        if colours is not None:
            squares = [s for s in squares if c.terrain[s] in colours]
            if not squares:
                continue
        if max(0, c.trade_price(squares, "access") - discount) <= info["money"]:
            found.append({"type": "buy_access", "tile": i})
            if first:
                return found
    return found


def upgrade_placements(
    state: State, p: int, effect: Effect, city: City, first: bool = False
) -> dict[str, list[tuple[list[int], bool]]]:
    """Each advanced resource ``p`` may build now, with its placements (L356–374)."""
    c = content()
    money = state["players"][p]["money"]
    helper = effect.get("road", True)
    found = {}
    for resource in c.advanced:
        if upgrade_price(resource, effect.get("discount", 0)) > money or supply_left(state, resource) <= 0:
            continue
        places = city.tile_placements(p, resource, helper, first=first)
        if places:
            found[resource] = places
            if first:
                break
    return found


def construct_squares(state: State, p: int, effect: Effect, city: City, first: bool = False) -> dict[str, list[int]]:
    """Where ``p`` may build a house or a bridge/gate, when affordable (L376–406)."""
    info = state["players"][p]
    if construct_price(effect.get("discount", 0)) > info["money"]:
        return {}
    found = {}
    if len(info["houses"]) < 3:
        houses = city.house_squares(p)
        if houses:
            found["house"] = houses
    if len(info["bridges"]) < 3 and not (first and found):
        bridges = city.bridge_squares(p)
        if bridges:
            found["bridge"] = bridges
    return found


def prestige_cards(state: State, p: int, worker: bool, city: City | None = None) -> list[int]:
    """Active prestige cards whose action ``p`` may take (L426–431): a delivery token of
    ``p`` on it; with a worker, a free card and an available worker; and its action
    resolvable."""
    if worker and workers(state, p) <= 0:
        return []
    c = content()
    city = city or City.of(state)
    return [
        i
        for i, placed in enumerate(state["buildings"])
        if p in placed["deliveries"].values()
        and (not worker or placed["worker"] is None)
        and all(
            feasible(state, p, e, city) for e in c.prestige[placed["id"]]["action"] if e["effect"] != "prestige_action"
        )
    ]


# --- carrying them out --------------------------------------------------------------------
def queue_effects(state: State, p: int, effects: list[Effect]) -> None:
    later(state, *({"do": "effect", "seat": p, "effect": e} for e in effects))


@step("effect")
def _effect(state: State, item: Step, events: Events) -> None:
    p, effect = item["seat"], item["effect"]
    kind = effect["effect"]
    if kind in ("gain_money", "gain_fleeting", "gain_lasting", "gain_points"):
        gain(state, p, kind.removeprefix("gain_"), effect["amount"], events)
    elif kind == "per":
        gain(state, p, effect["gain"], effect["value"] * count_of(state, p, effect["count_of"]), events)
    elif kind == "income":
        later(state, {"do": "income", "seats": [p]})
    elif kind == "build_road":
        if effect.get("count", 1) > 0 and feasible(state, p, effect):
            ask(state, "road", p, left=effect.get("count", 1))
    elif kind == "recall_worker":
        if any(b["worker"] == p for b in state["buildings"]):
            ask(state, "recall", p)
    elif kind == "prestige_action":
        if feasible(state, p, effect):
            ask(state, "prestige", p)
    elif feasible(state, p, effect):  # a later effect that became impossible is skipped
        data = {k: v for k, v in effect.items() if k != "effect"}
        ask(state, kind, p, **data)


@step("income")
def _income(state: State, item: Step, events: Events) -> None:
    """ "Players first collect $1 for every income token they have ... for every house a
    player has built, he or she gains 1 fleeting influence" (L455–462)."""
    for p in item["seats"]:
        info = state["players"][p]
        add(info, "money", info["income"])
        add(info, "fleeting", len(info["houses"]))
        events.append({"type": "income", "player": p, "money": info["income"], "fleeting": len(info["houses"])})
