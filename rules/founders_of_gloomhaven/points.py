"""Points: every use of a tile pays its owner, who pays the owners of what it was built
from (the cascade); deliveries to prestige buildings; completion.

- "every time a resource is used, it earns points for the player who owns the tile" (L194–198);
- "the player who earns the points for delivering the advanced resource must pay some of
  those points to the owner of the prerequisite resource" (L221–231), and so on down: a
  tier-2 tile used to build a tier-3 tile pays its own prerequisites (L235–236);
- "Whenever a neutral resource building would earn points, return those points to the bank.
  All basic neutral resources are considered to have a value of two points instead of one"
  (L275–277).

Every point moves through ``transfer``; ``state["bank"]`` is what the bank has paid out net,
so the sum of the players' points plus the bank's balance is always zero (Q5).
"""

from __future__ import annotations

from rules.core import Events, State

from .city import City
from .content import NEUTRAL, add, content
from .flow import Step, ask, later, step

#: Value of a neutral basic resource used as a prerequisite (L276–277).
NEUTRAL_BASIC = 2


def transfer(state: State, payer: int | None, payee: int | None, amount: int, events: Events, why: str) -> None:
    """``amount`` points from ``payer`` to ``payee``; ``None`` or ``NEUTRAL`` is the bank."""
    if amount == 0 or payer == payee or (payer in (None, NEUTRAL) and payee in (None, NEUTRAL)):
        return
    for seat, sign in ((payer, -1), (payee, 1)):
        if seat is None or seat == NEUTRAL:
            add(state, "bank", sign * amount)
        else:
            info = state["players"][seat]
            add(info, "points", sign * amount)
    events.append({"type": "points", "from": _party(payer), "to": _party(payee), "amount": amount, "why": why})


def _party(seat: int | None) -> int | None:
    return None if seat is None or seat == NEUTRAL else seat


def earn(state: State, tile: int, value: int, payer: int | None) -> None:
    """Queue a use of ``tile`` worth ``value``, paid by ``payer`` (None: the bank)."""
    later(state, {"do": "earn", "tile": tile, "value": value, "payer": payer})


@step("earn")
def _earn(state: State, item: Step, events: Events) -> None:
    tile = state["tiles"][item["tile"]]
    owner = tile["owner"]
    transfer(state, item["payer"], owner, item["value"], events, f"use of {tile['resource']}")
    if owner == NEUTRAL:
        return
    c = content()
    later(
        state,
        *(
            {"do": "source", "tile": item["tile"], "resource": r, "value": v, "by_bank": False}
            for r, v in c.recipe[tile["resource"]]
        ),
    )


def sources(state: State, tile: int, resource: str, city: City | None = None) -> list[int]:
    """The tiles of ``resource`` the owner of ``tile`` may use for it: connected to it (with
    the owner's bridges, Q6), owned by or accessible to that owner (L171–175)."""
    city = city or City.of(state)
    owner = state["tiles"][tile]["owner"]
    joined = city.connected_to(city.tile_of[tile], owner)
    usable = city.usable(owner, resource)
    return [i for i, b in enumerate(city.tile_of) if (joined & usable) >> b & 1]


@step("source")
def _source(state: State, item: Step, events: Events) -> None:
    """ "If there are multiple sources of a prerequisite resource connected to the resource
    building tile earning points, the owner of that tile chooses" (L231–233)."""
    found = sources(state, item["tile"], item["resource"])
    if not found:  # the tile was built connected to one, and connections only grow
        return
    if len(found) > 1:
        owner = state["tiles"][item["tile"]]["owner"]
        ask(
            state,
            "choose_source",
            owner,
            tile=item["tile"],
            resource=item["resource"],
            value=item["value"],
            by_bank=item["by_bank"],
        )
        return
    use_source(state, item["tile"], found[0], item["value"], item["by_bank"])


def use_source(state: State, tile: int, source: int, value: int, by_bank: bool) -> None:
    """``source`` is used for ``tile``: its owner earns ``value`` (2 for a neutral basic),
    paid by the bank when ``tile`` is being built, else by ``tile``'s owner (L221–236)."""
    if state["tiles"][source]["owner"] == NEUTRAL and content().tier[state["tiles"][source]["resource"]] == 1:
        value = NEUTRAL_BASIC
    earn(state, source, value, None if by_bank else state["tiles"][tile]["owner"])


# --- deliveries ---------------------------------------------------------------------
def check_deliveries(state: State, actor: int) -> None:
    """Queue a delivery check: "As soon as any resource is connected to a prestige building
    that requires that resource – regardless of when it happens – that resource is
    delivered" (L210–212); ``actor`` made the connection and chooses the tile (L216–219)."""
    later(state, {"do": "deliveries", "actor": actor})


def candidates(state: State, city: City, building: int, resource: str) -> list[int]:
    """Tiles of ``resource`` connected to prestige ``building``, each with its owner's bridges."""
    target = city.prestige_of[building]
    return [
        i
        for i, tile in enumerate(state["tiles"])
        if tile["resource"] == resource and city.connected_to(city.tile_of[i], tile["owner"]) >> target & 1
    ]


def open_deliveries(state: State) -> list[tuple[int, str]]:
    c = content()
    return [
        (b, need["resource"])
        for b, placed in enumerate(state["buildings"])
        for need in c.prestige[placed["id"]]["requires"]
        if need["resource"] not in placed["deliveries"]
    ]


@step("deliveries")
def _deliveries(state: State, item: Step, events: Events) -> None:
    city = City.of(state)
    for b, resource in open_deliveries(state):
        found = candidates(state, city, b, resource)
        if not found:
            continue
        later(state, item)  # look again once this one is delivered
        if len(found) > 1:
            ask(state, "choose_delivery", item["actor"], building=b, resource=resource)
        else:
            deliver(state, b, resource, found[0], events)
        return


def deliver(state: State, building: int, resource: str, tile: int | None, events: Events) -> None:
    """Deliver ``resource`` to ``building`` from ``tile`` (None: a neutral resource with no
    tile, L281–283): the owner's delivery token, its points and their cascade, and the
    completion token when it was the last one (L511–512)."""
    c = content()
    placed = state["buildings"][building]
    owner = NEUTRAL if tile is None else state["tiles"][tile]["owner"]
    placed["deliveries"][resource] = owner
    events.append({"type": "delivered", "building": placed["id"], "resource": resource, "by": _party(owner)})
    value = next(n["points"] for n in c.prestige[placed["id"]]["requires"] if n["resource"] == resource)
    if len(placed["deliveries"]) == len(c.prestige[placed["id"]]["requires"]):
        state["completions"] += 1
        events.append({"type": "completed", "building": placed["id"], "completions": state["completions"]})
    if tile is not None:
        earn(state, tile, value, None)


def neutral_types(state: State) -> set[str]:
    """The resource types no player controls (Q8): unclaimed basics."""
    c = content()
    held = {r for info in state["players"] for r in info["resources"]}
    return set(c.basics) - held
