"""Gloomhaven's static components (``GET /v1/games/gloomhaven/components``): what a frontend
needs to draw a state besides the state itself: each class's name, hand size and HP by level,
each scenario's map (rooms and their hexes, doors, thin walls) and the party sizes it plays
with, the elements and the conditions a figure can hold. Built from the content the engine plays with."""

from __future__ import annotations

from typing import Any

from rules.core.schema import JSON, array, integer, obj, ref

from . import conditions, content, effects, scenario_rules, scenarios
from .common import HEX

NAME = {"type": "string", "maxLength": 60}


def components(numbers: list[int]) -> dict[str, Any]:
    """The components, with the maps of scenarios ``numbers`` (a fresh copy each call)."""
    classes = {c: content.character_class(c) for c in content.CLASSES}
    return {
        "classes": {
            c: {"name": data["name"], "hand_size": data["hand_size"], "hp": list(data["hp"])}
            for c, data in classes.items()
        },
        "scenarios": {
            str(n): _scenario(scenarios.load(n)) | {"characters": list(scenario_rules.party_sizes(n))} for n in numbers
        },
        "elements": list(effects.ELEMENTS),
        "conditions": list(conditions.KEPT),
    }


def _scenario(scenario: scenarios.Scenario) -> dict[str, Any]:
    return {
        "name": scenario.name,
        "rooms": [{"id": r.id, "hexes": [list(h) for h in r.hexes]} for r in scenario.rooms],
        "doors": [{"hex": list(d.hex), "rooms": list(d.rooms), "kind": d.kind} for d in scenario.doors],
        "thin_walls": [[list(a), list(b)] for a, b in scenario.thin_walls],
    }


def schemas(numbers: list[int]) -> dict[str, JSON]:
    """The schema of ``components(numbers)`` (``Components``) and of one scenario's map in it
    (``ScenarioMap``, one named schema for every scenario)."""
    level_hp = array(integer(1, 99), minItems=1, maxItems=9, description="HP at levels 1, 2, ...")
    scenario = obj(
        {
            "name": NAME,
            "rooms": array(obj({"id": integer(0, 99), "hexes": array(HEX, minItems=1, maxItems=200)}), maxItems=100),
            "doors": array(
                obj(
                    {
                        "hex": HEX,
                        "rooms": array(integer(0, 99), minItems=2, maxItems=2),
                        "kind": {"type": "string", "enum": list(scenarios.DOOR_KINDS)},
                    }
                ),
                maxItems=100,
            ),
            "thin_walls": array(array(HEX, minItems=2, maxItems=2), maxItems=400),
            "characters": array(
                integer(2, 4), minItems=1, maxItems=3, uniqueItems=True, description="the party sizes it plays with"
            ),
        },
        description="a scenario's map in axial coordinates (the hexes of the state)",
    )
    klass = obj({"name": NAME, "hand_size": integer(1, 20), "hp": level_hp})
    every = obj(
        {
            "classes": obj(dict.fromkeys(content.CLASSES, klass)),
            "scenarios": obj({str(n): ref("ScenarioMap") for n in numbers}),
            "elements": array({"type": "string", "enum": list(effects.ELEMENTS)}, maxItems=len(effects.ELEMENTS)),
            "conditions": array({"type": "string", "enum": list(conditions.KEPT)}, maxItems=len(conditions.KEPT)),
        },
        description="the static components of Gloomhaven",
    )
    return {"Components": every, "ScenarioMap": scenario}
