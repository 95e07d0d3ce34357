"""A scenario's numbered tokens the characters activate (``figures`` of kind ``token``; the
``activate`` goal): #26's water pumps, "A character adjacent to a pump may give up a bottom
action (discarding that card instead) to cleanse it"; #75's graves, "Any character can dig up a
grave (a) or (b) by spending 1+C movement while adjacent to it. The movement need not be spent
all at once" (GG's notes on the scenario book, p. 35 and 95).

A token (``state.markers``) is placed once the revealed map holds its hex, for the party sizes
it is listed for; it is no figure (it blocks nothing and nothing targets it). Activated, it
leaves the map and its name goes into ``tally.activated`` (``figure_activated`` events fire at
once, ``rule_events``). How it is activated is its ``activate`` goal's ``cost``:

- ``bottom_action``: on its turn, a character beside it plays the bottom half of one of its
  cards as nothing but that (``activate_token``): the card is discarded (as for a basic
  action) and the token activated;
- ``movement``: during its own move, a character beside it spends one point of movement on it
  (``spend_movement``); the points build up over turns (``progress``) until ``amount``.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, InvalidState, State
from rules.core.schema import JSON, array, integer, obj

from . import formulas, scenario_rules, scenarios
from .board import Map, key
from .common import HEX

Rule = dict[str, Any]


def state_members() -> dict[str, JSON]:
    """The state's ``markers`` (JSON Schema)."""
    marker = obj(
        {"name": {"type": "string", "maxLength": 40}, "hex": HEX, "progress": integer(0, 99)},
        description="a numbered token of the scenario, not yet activated (markers.py)",
    )
    return {"markers": array(marker, maxItems=24)}


def of(state: State) -> list[Rule]:
    """The scenario's tokens for this party size."""
    column = scenarios.column(len(state["characters"]))
    return [
        f
        for f in scenario_rules.rules_of(state).get("figures", [])
        if f["kind"] == "token" and ("players" not in f or f["players"][column] is not None)
    ]


def place(state: State) -> None:
    """The tokens the revealed map now holds."""
    gone = {m["name"] for m in state["markers"]} | set(state["tally"].get("activated", []))
    cells = None
    for rule in of(state):
        if rule["name"] in gone:
            continue
        cells = Map(state).cells if cells is None else cells
        if key(rule["hex"]) in cells:
            state["markers"].append({"name": rule["name"], "hex": list(rule["hex"]), "progress": 0})


def goal_of(state: State, name: str) -> Rule | None:
    """The ``activate`` goal that lists token ``name`` (for this party size)."""
    goals: list[Rule] = scenario_rules.rules_of(state)["goal"]
    return next((g for g in goals if g["type"] == "activate" and name in listed(state, g)), None)


def listed(state: State, goal: Rule) -> list[str]:
    """The tokens an ``activate`` goal wants activated."""
    return list(goal["figures"] if "figures" in goal else goal["by_players"][str(len(state["characters"]))])


def amount(state: State, goal: Rule) -> int:
    """The movement a token costs ("1+C"); at most 99 (a custom scenario's formula)."""
    value = formulas.evaluate(goal.get("amount", "1"), len(state["characters"]), state["levels"]["scenario"])
    return max(1, min(99, value))


def beside(state: State, at: Any, cost: str) -> list[int]:
    """The tokens of that cost beside hex ``at``, by index."""
    near = set(Map(state).neighbours(key(at)))
    found = []
    for i, marker in enumerate(state["markers"]):
        goal = goal_of(state, marker["name"])
        if goal is not None and goal["cost"] == cost and key(marker["hex"]) in near:
            found.append(i)
    return found


def activate(state: State, index: int, character: int, events: Events) -> None:
    """Token ``index`` activated by ``character``: off the map, into ``tally.activated``; the
    rules waiting for it fire."""
    from . import rule_events  # it performs the rules this fires

    marker = state["markers"].pop(index)
    state["tally"]["activated"] = [*state["tally"].get("activated", []), marker["name"]]
    events.append({"type": "token_activated", "name": marker["name"], "character": character})
    rule_events.at_once(state, events)


def check_state(state: State) -> None:
    """Each token is one of the scenario's for this party size, once, not activated, on its hex,
    with less progress than its cost."""
    rules = {f["name"]: f for f in of(state)}
    gone = state["tally"].get("activated", [])
    if not set(gone) <= set(rules) or len(set(gone)) != len(gone):
        raise InvalidState("state.tally.activated: tokens of the scenario, each once")
    seen = set(gone)
    for i, marker in enumerate(state["markers"]):
        rule = rules.get(marker["name"])
        goal = goal_of(state, marker["name"])
        if rule is None or marker["name"] in seen or key(rule["hex"]) != key(marker["hex"]):
            raise InvalidState(f"state.markers[{i}]: one of the scenario's tokens, once, on its hex")
        limit = amount(state, goal) if goal is not None and goal["cost"] == "movement" else 1
        if marker["progress"] >= limit:
            raise InvalidState(f"state.markers[{i}].progress: below its cost")
        seen.add(marker["name"])
