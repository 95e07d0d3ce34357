"""End of Era scoring: residential (population), civic, commercial; and the final Era's extras."""

from typing import Any

from rules.core import Event, State

from . import consul_scores, objectives, perks
from .board import BUILDINGS, COMPONENTS, City, around, citizens, commercial_silver, icon, is_monument, kinds
from .monuments import PER
from .stealing import favor_vp

#: Silver and Victory Points have no limit in the rulebook. A state holds at most 10⁹ of each
#: (no game comes near) and gains stop there, so ``apply`` never makes a state that its own
#: check refuses.
MAX_TALLY = 10**9


def gain(info: dict[str, Any], tally: str, amount: int) -> None:
    """Add ``amount`` to a player's ``tally`` (``"silver"`` or ``"vp"``), up to ``MAX_TALLY``."""
    info[tally] = max(-MAX_TALLY, min(MAX_TALLY, info[tally] + amount))  # VP may fall (Consul penalties)


def population_points(populations: list[int], era: int) -> list[int]:
    """Victory Points from the Population tracker.

    "The player with the most Citizens scores ... their current position on the Population
    Tracker, plus a bonus" (4/7/10 by Era); ties are friendly. "Each of the other players
    score ... the number of Citizens of the player in front of them"; "You must have at least
    1 Citizen to gain Victory Points from the Population Tracker."
    """
    bonus = COMPONENTS["population_bonus"][era - 1]
    top = max(populations)
    points = []
    for pop in populations:
        if pop < 1:
            points.append(0)
        elif pop == top:
            points.append(pop + bonus)
        else:
            points.append(min(p for p in populations if p > pop))
    return points


def civic_points(city: City, position: int) -> int:
    """Victory Points of the civic building at ``position`` from what is orthogonally adjacent,
    whoever owns it ("Your Civic Buildings provide Victory Points for any adjacent Buildings");
    a civic Monument's by its card."""
    kind = city.buildings[position]["kind"]
    if is_monument(kind):
        return icon(city, position, "vp")
    rule = BUILDINGS[kind]["scores"]
    count = getattr(around(city, position), PER[rule["per"]])
    return int(rule["vp"] * (count // rule["divisor"]))


def score_era(state: State) -> Event:
    """Score the Era in ``state`` (mutated: VP and silver added) and return the event.

    In the final Era, commercial silver is scored as VP instead of silver, and every lot
    marker on the City board is worth 1 VP ("End of Game").
    """
    era = state["era"]
    final = era == 3
    city = City(state)
    n = len(state["players"])
    pops = [citizens(state, p) for p in range(n)]
    consul_pop = consul_scores.population_vp(state, pops)  # Will of the Consul's variant, or None
    pop_vp = population_points(pops, era) if consul_pop is None else consul_pop
    rows: list[dict[str, Any]] = []
    for p, info in enumerate(state["players"]):
        civic = [
            {"building": b["kind"], "lots": b["lots"], "vp": civic_points(city, i)}
            for i, b in enumerate(state["buildings"])
            if b["owner"] == p and kinds()[b["kind"]]["type"] == "civic"
        ]
        silver = commercial_silver(state, p)
        commercial_vp = sum(
            icon(city, i, "vp")
            for i, b in enumerate(state["buildings"])
            if b["owner"] == p and kinds()[b["kind"]]["type"] == "commercial"
        )
        if final:
            commercial_vp += silver
        markers_vp = len(city.empty_lots(p)) if final else 0
        favors = sum(info["favors"].values()) if final else 0
        favors_vp = favor_vp(info) if final else 0
        silver_gained = 0 if final else silver
        own = [b["kind"] for b in state["buildings"] if b["owner"] == p]
        cards_vp = perks.era_vp(state, p, [kinds()[k]["type"] for k in own], sum(map(is_monument, own)))
        if final:
            cards_vp += perks.final_vp(state, p, info["silver"], markers_vp)
        total = pop_vp[p] + sum(c["vp"] for c in civic) + commercial_vp + markers_vp + favors_vp + cards_vp
        gain(info, "vp", total)
        gain(info, "silver", silver_gained)
        rows.append(
            {
                "player": p,
                "population": {"citizens": pops[p], "vp": pop_vp[p]},
                "civic": civic,
                "commercial": {"vp": commercial_vp, "silver": silver_gained},
                "lot_markers": {"count": markers_vp, "vp": markers_vp},
                "favors": {"count": favors, "vp": favors_vp},
                "cards": {"vp": cards_vp},
                "vp": total,
                "silver": silver_gained,
                "total_vp": info["vp"],
            }
        )
    consul_row = consul_scores.score_era(state, pops)  # Will of the Consul: its row (null without)
    return {"type": "era_scored", "era": era, "final": final, "players": rows, "consul": consul_row}


def score_objectives(state: State) -> Event | None:
    """OBJECTIVES: "At the end of the game, during final scoring, review each Objective card
    and award bonus Victory Points to any players who completed the listed requirements";
    a Hidden Objective scores only for its holder."""
    mode, n = state["options"]["objectives"], len(state["players"])
    if mode is None:
        return None
    public, kept = state["objectives"]["public"], state["objectives"]["kept"]
    eligible = {card: list(range(n)) for card in public} if mode == "public" else {c: [p] for p, c in enumerate(kept)}
    met: list[list[str]] = [[] for _ in range(n)]
    for card, seats in eligible.items():
        for p in objectives.award(state, card, seats):
            met[p].append(card)
    rows = []
    for p, info in enumerate(state["players"]):
        vp = sum(objectives.card(c)["effect"]["vp"] for c in met[p])
        gain(info, "vp", vp)
        rows.append({"player": p, "objectives": sorted(met[p]), "vp": vp, "total_vp": info["vp"]})
    return {"type": "objectives_scored", "players": rows}
