"""The static components of Foundations of Rome, as facts for a frontend and their schema."""

from typing import Any

from rules.core import canonical, schema
from rules.core.schema import array, integer, nullable, obj, ref

from . import cards, monuments
from .actions import INCOME
from .board import BUILDINGS, COMPONENTS, DEED_PRICES, LOT_INDEX, LOT_MARKERS, deeds, name, orientations, side
from .schema_types import DEEDS, KIND

FAMILIES = ("objectives", "invocations", "roles")


def components() -> dict[str, Any]:
    """What a frontend needs to draw the game: the lot grid and play area per player count,
    every building's shape, size, type and values, deed slot prices, civic scoring, supply
    (a fresh copy: the caller may change it)."""
    facts: dict[str, Any] = {
        "board": {"columns": "ABCDEFGHIJ", "rows": 10, "lots": [name(i) for i in sorted(LOT_INDEX.values())]},
        "play_areas": [{"players": n, "side": side(n), "lots": list(deeds(n))} for n in range(2, 6)],
        "deed_prices": list(DEED_PRICES),
        "deeds_dealt": COMPONENTS["deeds_dealt"],
        "first_player_silver": COMPONENTS["first_player_silver"],
        "income": INCOME,
        "lot_markers": LOT_MARKERS,
        "population_bonus": list(COMPONENTS["population_bonus"]),
        "buildings": [
            {
                "kind": kind,
                "name": b["name"],
                "type": b["type"],
                "count": b["count"],
                "size": len(b["shape"]),
                "shape": [list(c) for c in b["shape"]],
                "orientations": len(orientations(kind)),
                "citizens": b.get("citizens", 0),
                "silver": b.get("silver", 0),
                "vp": b.get("vp", 0),
                "civic_scoring": b.get("scores"),
            }
            for kind, b in BUILDINGS.items()
        ],
        "reconstructed": list(COMPONENTS["reconstructed"]),
        # the modules' cards: the Monuments (partly reconstructed, each marked), and Arbiter's
        # own Objective, Invocation and Player Role cards
        "monuments": list(monuments.shipped()["monuments"]),
        "cards": {family: list(cards.load(family)) for family in FAMILIES},
    }
    copied: dict[str, Any] = canonical.copy(facts)
    return copied


def defs() -> dict[str, schema.JSON]:
    return {
        "CivicScoring": obj(
            {
                "per": {"type": "string", "enum": ["building", "citizen", "silver", "civic"]},
                "vp": integer(0),
                "divisor": integer(1),
            },
            description="VP per adjacent building / citizen / silver / civic building, per 'divisor' of them",
        ),
        "BuildingComponent": obj(
            {
                "kind": KIND,
                "name": {"type": "string"},
                "type": {"type": "string", "enum": ["residential", "commercial", "civic"]},
                "count": integer(1),
                "size": integer(1, 4),
                "shape": array(array(integer(0), minItems=2, maxItems=2), description="[column, row] offsets"),
                "orientations": integer(1, 8),
                "citizens": integer(0),
                "silver": integer(0),
                "vp": integer(0),
                "civic_scoring": nullable(ref("CivicScoring")),
            }
        ),
        "BoardComponent": obj({"columns": {"type": "string"}, "rows": integer(1), "lots": DEEDS}),
        "PlayArea": obj(
            {"players": integer(2, 5), "side": integer(1), "lots": DEEDS},
            description="the lots in play with this many players (a square from A1)",
        ),
        "Components": obj(
            {
                "board": ref("BoardComponent"),
                "play_areas": array(ref("PlayArea"), description="one per player count"),
                "deed_prices": array(integer(0)),
                "deeds_dealt": integer(0),
                "first_player_silver": integer(0),
                "income": integer(0),
                "lot_markers": integer(0),
                "population_bonus": array(integer(0)),
                "buildings": array(ref("BuildingComponent")),
                "reconstructed": array({"type": "string"}),
                "monuments": array(ref("MonumentComponent"), description="the 19 Monuments (option monuments)"),
                "cards": obj(
                    {family: array(ref("ModuleCard")) for family in FAMILIES},
                    description="the modules' cards (Arbiter's own design; docs/foundations-of-rome-modules.md)",
                ),
            },
            description="the static components of Foundations of Rome",
        ),
        "MonumentComponent": monuments.MONUMENT_SCHEMA,
        "ModuleCard": obj(
            {
                "id": {"type": "string"},
                "name": {"type": "string"},
                "text": {"type": "string", "description": "the card's text for players"},
                "effect": {
                    "type": "object",
                    "properties": {"kind": {"type": "string"}},
                    "required": ["kind"],
                    "additionalProperties": {"type": ["integer", "string"]},
                    "description": "what the engine plays: a kind and its parameters (the family's vocabulary)",
                },
                "when": {"type": "string", "enum": ["instant", "ongoing"]},
                "vp_unused": integer(0),
                "requires_modules": array({"type": "string"}),
                "requires_monuments": {"type": "boolean"},
            },
            optional=("when", "vp_unused", "requires_modules", "requires_monuments"),
            description="an Objective, Invocation or Player Role card",
        ),
    }
