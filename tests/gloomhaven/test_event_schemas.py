"""Gloomhaven's published event schemas (``rules/gloomhaven/event_schemas.py``) against the
events of many seeded random games, seeded and at the table: every event validates against
the event union and its own schema, the schemas are closed and bounded, and the event types
the games produce are exactly the published ones (``RARE`` lists the few they may miss)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest

from rules.core import playout
from rules.gloomhaven import GAME, event_schemas, rooms
from rules.gloomhaven.board import Map, key
from tests.gloomhaven.test_playouts import PARTIES, POLICY, options

BUNDLE = GAME.schemas
#: Games played: every party, each seeded and at the table, with each random player.
GAMES = 48


def explorer(game, state, actions, rnd):
    """A random player that mostly walks towards a closed door, a trap, a coin or a treasure,
    so random games open doors and spring traps; otherwise ``POLICY``."""
    steps = [a for a in actions if a["type"] == "step"]
    if steps and rnd.random() < 0.8:
        game_map = Map(state)
        goals = [*rooms.closed_doors(state)] + [
            h for kind in ("trap", "coin", "treasure") for h in game_map.hexes_with(kind)
        ]
        if goals:
            return min(steps, key=lambda a: min(game_map.distance(key(a["hex"]), g) for g in goals))
    return POLICY(game, state, actions, rnd)


POLICIES = (playout.uniform, POLICY, explorer)


@dataclass(frozen=True)
class Step:
    state: dict
    events: list[dict[str, Any]]


@cache
def played() -> tuple[tuple[Step, ...], ...]:
    """Every step of ``GAMES`` seeded random games (played once per process)."""
    games = []
    for n in range(GAMES):
        party = PARTIES[n % len(PARTIES)]
        table = n % 8 >= 4
        state = GAME.setup(options(party, "table" if table else "seeded"), None if table else n)
        policy = POLICIES[n % len(POLICIES)]
        steps = [Step(state, [])]
        steps += [Step(after, events) for _, after, events in playout.steps(GAME, state, random.Random(n), policy)]
        games.append(tuple(steps))
    return tuple(games)


def events() -> Iterator[dict[str, Any]]:
    for game in played():
        for step in game:
            yield from step.events


#: Examples of the rare event types (``event_schemas.RARE``), which the games do not produce.
RARE_EXAMPLES = {
    "escaped": {"type": "escaped", "character": 1},
    "enemy_turned": {"type": "enemy_turned", "character": 0, "figure": ["monster", 2], "controlled": True},
    "card_discarded": {"type": "card_discarded", "character": 0, "card": 7},
    "token_activated": {"type": "token_activated", "name": "Water Pump a1", "character": 1},
    "movement_spent": {"type": "movement_spent", "name": "Grave a1", "progress": 2},
    "escort_saved": {"type": "escort_saved", "name": "Villager 3", "hex": [-16, 5]},
    "sacrificed": {"type": "sacrificed", "figure": "Victim"},
    "mind_controlled": {"type": "mind_controlled", "character": 1},
    "death_attack": {
        "type": "death_attack",
        "figure": "monster",
        "name": "cultist",
        "hex": [1, 2],
        "targets": [[1, 3]],
    },
    "objective_summoned": {"type": "objective_summoned", "name": "Egg 1", "hex": [1, 2]},
    "monster_appeared": {"type": "monster_appeared", "monster": "dark-rider", "hex": [1, 2]},
    "monster_left": {"type": "monster_left", "monster": "dark-rider", "hex": [1, 2]},
    "objective_moved": {"type": "objective_moved", "name": "Altar", "path": [[1, 2], [3, 4]]},
    "tile_moved": {"type": "tile_moved", "tile": "coin", "path": [[1, 2], [1, 3]]},
    "piece_taken": {"type": "piece_taken", "name": "doll", "character": 1},
    "piece_dropped": {"type": "piece_dropped", "name": "doll", "hex": [2, 3]},
    "piece_used": {"type": "piece_used", "name": "Crystal of Zenith", "character": 0},
    "boon_gained": {"type": "boon_gained", "character": 0, "hex": [3, 8]},
    "water_added": {"type": "water_added", "hex": [-3, 0]},
    "water_taken": {"type": "water_taken", "character": 1, "hex": [0, 0]},
    "water_bailed": {"type": "water_bailed", "character": 1, "hex": [0, 3]},
    "escort_turn": {"type": "escort_turn", "name": "Captive Orchid 2"},
    "damage_negated_for": {"type": "damage_negated_for", "figure": ["escort", 0], "character": 1, "lost": 63},
    "monster_removed": {"type": "monster_removed", "monster": "living-spirit", "hex": [7, -4]},
    "monster_spawned": {"type": "monster_spawned", "monster": "living-bones", "elite": True, "hex": [2, 3]},
    "elements_set": {"type": "elements_set", "strong": ["dark"], "inert": ["light"]},
    "treasure_looted": {"type": "treasure_looted", "character": 0, "treasure": 7, "reward": {"random_scenario": True}},
    "item_used": {"type": "item_used", "character": 0, "item": 12, "state": "consumed"},
    "items_refreshed": {"type": "items_refreshed", "character": 1, "items": [1, 6]},
    "objective_destroyed": {"type": "objective_destroyed", "name": "Rock Column", "hex": [12, 9]},
    "figure_freed": {"type": "figure_freed", "name": "Captive Orchid 5", "hex": [6, -8], "character": 1},
    "escort_killed": {"type": "escort_killed", "name": "Hail", "hex": [1, 3]},
    "element_consumed": {"type": "element_consumed", "element": "fire"},
    "token_removed": {"type": "token_removed", "hex": [1, 3], "token": "obstacle"},
    "damage_prevented": {"type": "damage_prevented", "character": 0, "card": 66, "damage": 3},
    "recovered": {"type": "recovered", "character": 1, "cards": [61], "pile": "lost"},
    "modifier_shuffled_in": {"type": "modifier_shuffled_in", "figure": ["monster", 0], "card": "curse"},
    "modifier_supply_empty": {"type": "modifier_supply_empty", "figure": ["character", 1], "card": "bless"},
    "monster_looted": {"type": "monster_looted", "figure": ["monster", 2], "hexes": [[1, 4]]},
    "monster_summoned": {
        "type": "monster_summoned",
        "monster": "living-bones",
        "elite": False,
        "hex": [2, 3],
        "summoner": ["monster", 0],
    },
}


def example_of_each() -> dict[str, dict[str, Any]]:
    found: dict[str, dict[str, Any]] = dict(RARE_EXAMPLES)
    for happened in events():
        found.setdefault(happened["type"], happened)
    return found


def test_every_event_validates_against_the_union_and_its_own_schema():
    for happened in events():
        assert happened["type"] in BUNDLE.events, f"unpublished event {happened}"
        assert BUNDLE.errors(BUNDLE.event_union, happened) == [], happened
        assert BUNDLE.errors(BUNDLE.events[happened["type"]], happened) == [], happened


def test_the_games_produce_every_published_event_type_but_the_rare_ones():
    seen = {happened["type"] for happened in events()}
    published = set(BUNDLE.events)
    assert seen <= published
    assert set(event_schemas.RARE) <= published, "a rare event type that is not published"
    missing = published - seen - set(event_schemas.RARE)
    assert not missing, f"published event types no random game produced: {sorted(missing)}"


def test_the_games_end_and_open_doors_seeded_and_at_the_table():
    ends = [game[-1].state for game in played()]
    assert all(GAME.status(state)["terminal"] for state in ends)
    assert {state["options"]["randomness"] for state in ends} == {"seeded", "table"}
    assert any(len(state["rooms"]) > 1 for state in ends), "no random game opened a door"


@pytest.mark.parametrize("kind", sorted(event_schemas.names()))
def test_each_event_schema_is_closed(kind):
    """An example of the type (from the games, or ``RARE_EXAMPLES``) is valid, and with a
    member more, or one member less, it is refused."""
    example = example_of_each()[kind]
    name = BUNDLE.events[kind]
    assert BUNDLE.errors(name, example) == []
    assert BUNDLE.errors(name, {**example, "extra": 0})
    for member in example:
        assert BUNDLE.errors(name, {k: v for k, v in example.items() if k != member}), f"{kind} without {member}"
    assert BUNDLE.errors(name, {**example, "type": "no_such_event"})


def _unbounded(schema: Any, path: str = "$") -> Iterator[str]:
    """Paths of every part of a schema that is not closed and bounded: an object without
    ``additionalProperties: false``, an integer without both bounds, an array without
    ``maxItems``, a string without an ``enum``, ``pattern`` or ``maxLength``."""
    if isinstance(schema, list):
        for i, inner in enumerate(schema):
            yield from _unbounded(inner, f"{path}[{i}]")
        return
    if not isinstance(schema, dict):
        return
    kinds = schema.get("type", [])
    kinds = [kinds] if isinstance(kinds, str) else kinds
    if "object" in kinds and "oneOf" not in schema and schema.get("additionalProperties") is not False:
        yield f"{path}: an open object"
    if "integer" in kinds and not {"minimum", "maximum"} <= schema.keys():
        yield f"{path}: an unbounded integer"
    if "array" in kinds and "maxItems" not in schema:
        yield f"{path}: an array without maxItems"
    if "string" in kinds and not {"enum", "pattern", "maxLength"} & schema.keys():
        yield f"{path}: a free string"
    for member, inner in schema.items():
        if member not in ("enum", "description"):
            yield from _unbounded(inner, f"{path}.{member}")


def test_every_event_schema_is_closed_and_bounded():
    for kind, name in BUNDLE.events.items():
        assert list(_unbounded(BUNDLE.defs[name])) == [], kind


def test_the_bounds_check_finds_open_schemas():
    assert list(_unbounded({"type": "object", "properties": {"n": {"type": "integer", "minimum": 0}}}))
    assert list(_unbounded({"type": "array", "items": {"type": "string"}, "maxItems": 2}))


def test_moved_tells_a_step_from_a_monster_path():
    # A step of a character's move, or of a figure it controls; a monster's or summon's whole move.
    name = BUNDLE.events["moved"]
    assert BUNDLE.errors(name, {"type": "moved", "figure": ["character", 0], "to": [1, 2]}) == []
    assert BUNDLE.errors(name, {"type": "moved", "figure": ["monster", 3], "to": [1, 2]}) == []
    assert BUNDLE.errors(name, {"type": "moved", "figure": ["monster", 3], "path": [[0, 0], [1, 0]]}) == []
    assert BUNDLE.errors(name, {"type": "moved", "figure": ["summon", 1], "path": [[0, 0], [1, 0]]}) == []
    assert BUNDLE.errors(name, {"type": "moved", "figure": ["character", 0], "path": [[0, 0], [1, 0]]})
    assert BUNDLE.errors(name, {"type": "moved", "figure": ["character", 4], "to": [1, 2]})
    assert BUNDLE.errors(name, {"type": "moved", "figure": ["dragon", 0], "to": [1, 2]})
