"""Will of the Consul between the turns: control passing each Era, the deed prices its
commercial tokens raise, its population scoring and its Era row, the outcome, and its view
(``consul_play.py`` plays its turn)."""

from typing import Any

from rules.core import Events, State, canonical

from . import consul, consul_play
from .board import DEED_PRICES
from .consul import size_of


def pass_control(state: State, events: Events) -> None:
    """ "pass the Consul card (and control of the Consul) clockwise to the next player" (687)."""
    c = state.get("consul")
    if c is not None:
        c["controller"] = (c["controller"] + 1) % len(state["players"])
        events.append({"type": "consul_control_passed", "player": c["controller"]})


def prices(state: State) -> list[int]:
    """The Deed board's slot prices: raised to the Consul's minimum (lines 677-683)."""
    c = state.get("consul")
    return consul.deed_prices(consul.consul_silver(consul_play.in_play(c))) if c else list(DEED_PRICES)


def population_vp(state: State, pops: list[int]) -> list[int] | None:
    """The players' population points under the module's variant (line 669), None without it."""
    c = state.get("consul")
    if c is None:
        return None
    return consul.population_points(pops, consul.consul_population(consul_play.in_play(c)), state["era"])[0]


def score_era(state: State, pops: list[int]) -> dict[str, Any] | None:
    """The Consul's row of the Era's scoring (VP added): population (line 669) and its
    commercial tokens, which "score as normal" (line 673)."""
    c = state.get("consul")
    if c is None:
        return None
    tokens, era = consul_play.in_play(c), state["era"]
    citizens = consul.consul_population(tokens)
    pop = consul.population_points(pops, citizens, era)[1]
    commercial = consul.consul_commercial_points(tokens, era)
    consul_play.add_vp(c, pop + commercial)
    return {
        "population": {"citizens": citizens, "vp": pop},
        "commercial": {"vp": commercial, "silver": 0},
        "vp": pop + commercial,
        "total_vp": c["vp"],
    }


def players_win(state: State) -> bool:
    """ "the players win if each player has a higher individual score than the Consul" (691)."""
    return consul.players_win([info["vp"] for info in state["players"]], state["consul"]["vp"])


def winners(state: State) -> list[int]:
    """Cooperative: every seat when the players win, else none (the Consul won)."""
    return list(range(len(state["players"]))) if players_win(state) else []


def outcome(state: State) -> str | None:
    """The status' outcome: "victory" / "defeat" at the end of a Consul game, else None."""
    over = state.get("consul") is not None and state["phase"] == "game_over"
    return ("victory" if players_win(state) else "defeat") if over else None


def view(state: State) -> dict[str, Any] | None:
    """Everything public of the Consul: its piles only by size (their order is hidden)."""
    c = state.get("consul")
    if c is None:
        return None
    tokens = consul_play.in_play(c)
    silver = consul.consul_silver(tokens)
    public: dict[str, Any] = canonical.copy({k: v for k, v in c.items() if k != "piles"})
    for t in public["tokens"]:
        t.update(type=consul.token(t["token"])["type"], size=size_of(t["token"]))
    return {
        **public,
        "piles": [len(pile) for pile in c["piles"]],
        "population": consul.consul_population(tokens),
        "commercial_silver": silver,
        "minimum_deed_price": consul.minimum_deed_price(silver),
    }
