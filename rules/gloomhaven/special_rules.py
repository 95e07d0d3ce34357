"""A scenario's special rules (``scenario_rules``): what is done at setup, and at the start
or end of given rounds.

Spawns: "spawn a monster" places it like a monster of a revealed room: at full health with a
random standee number, its type's ability deck brought in if it is new. A monster is only
placed while its type has a free standee ("If [standees run out], place only the standees
that are available"), and only on the revealed map. If its hex is taken, it takes the
nearest empty hex (no figure, no overlay tile); among hexes at the same distance, the first in (q, r) order (our choice:
the scenario book leaves it to the players).
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State

from . import content, decks, modifiers, scenario_rules, scenarios, setup
from .board import Map, key

Rule = dict[str, Any]


def at_setup(state: State, events: Events) -> None:
    """The scenario's setup rules, after the starting room is placed."""
    for rule in scenario_rules.rules_of(state).get("setup", []):
        SETUP[rule["type"]](state, rule, events)


def at_round(state: State, start: bool, events: Events) -> None:
    """The timed rules of the current round, at its start (``start``) or its end."""
    for rule in scenario_rules.rules_of(state).get("rounds", []):
        if rule["start"] == start and _now(rule, state["round"]):
            ROUNDS[rule["type"]](state, rule, events)


def _now(rule: Rule, round_: int) -> bool:
    if "rounds" in rule:
        return round_ in rule["rounds"]
    return bool(round_ % rule["every"] == 0)


def _add_modifiers(state: State, rule: Rule, events: Events) -> None:
    """ "Each character adds three curse cards to their attack modifier deck"."""
    figures = (
        [("monster", 0)] if rule["who"] == "monsters" else [("character", i) for i in range(len(state["characters"]))]
    )
    for who in figures:
        for _ in range(rule["count"]):
            modifiers.shuffle_in(state, who, rule["card"], events)


def _level_adjust(state: State, rule: Rule, events: Events) -> None:
    """Read through ``scenario_rules.monster_level``; nothing to do at setup."""


def _elements(state: State, rule: Rule, events: Events) -> None:
    for element in rule["strong"]:
        state["elements"][element] = 2
    for element in rule["inert"]:
        state["elements"][element] = 0
    events.append({"type": "elements_set", "strong": list(rule["strong"]), "inert": list(rule["inert"])})


def _spawn(state: State, rule: Rule, events: Events) -> None:
    rank = rule["ranks"][scenarios.column(len(state["characters"]))]
    kind = rule["monster"]
    if rank is None or sum(m["type"] == kind for m in state["monsters"]) >= content.monsters()[kind]["standees"]:
        return
    at = _free_hex_near(state, key(rule["hex"]))
    if at is None:
        return
    setup.add_monster(state, kind, rank == "elite", list(at))
    deck_id = content.monsters()[kind]["deck"]
    if deck_id not in state["monster_decks"]:
        state["monster_decks"][deck_id] = decks.new_deck(state, deck_id)
    events.append({"type": "monster_spawned", "monster": kind, "elite": rank == "elite", "hex": list(at)})


def _free_hex_near(state: State, wanted: tuple[int, int]) -> tuple[int, int] | None:
    game_map = Map(state)
    if wanted not in game_map.cells:
        return None
    free = [h for h in game_map.cells if h not in game_map.figures and h not in game_map.overlays]
    if not free:
        return None
    return min(free, key=lambda h: (game_map.distance(wanted, h), h))


SETUP = {"add_modifiers": _add_modifiers, "level_adjust": _level_adjust, "elements": _elements}
ROUNDS = {"spawn": _spawn, "elements": _elements}
