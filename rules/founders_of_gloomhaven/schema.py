"""The JSON Schema of a Founders of Gloomhaven content pack (``data/pack.json``, design note
§4). Every object is closed and every list bounded; what a schema cannot say (references,
counts, geometry, the draft) is checked by ``pack.load``."""

from __future__ import annotations

from rules.core.schema import JSON, array, const, integer, obj

ID = {"type": "string", "pattern": "^[a-z][a-z0-9_]*$", "maxLength": 40}
NAME = {"type": "string", "minLength": 1, "maxLength": 60}
TEXT = {"type": "string", "minLength": 1, "maxLength": 600}
COLOURS = ("red", "beige", "green", "grey")
#: Terrain codes (§4): r entrance, b coastal, g forested, c central, k river/wall, p purple, . off-board.
TERRAIN_ROW = {"type": "string", "pattern": "^[rbgckp.]+$", "maxLength": 40}
SECTION_ROW = {"type": "string", "pattern": "^[0-2-]+$", "maxLength": 40}
CELL = array(integer(0, 39), minItems=2, maxItems=2)
SHAPE = array(CELL, minItems=1, maxItems=8)
COUNT_OF = ("houses", "bridges", "deliveries", "advisers", "resource_types", "completions")
EFFECTS: dict[str, JSON] = {
    "gain_money": {"amount": integer(1, 9)},
    "gain_fleeting": {"amount": integer(1, 9)},
    "gain_lasting": {"amount": integer(1, 9)},
    "gain_points": {"amount": integer(1, 9)},
    "build_road": {"count": integer(1, 5)},
    "upgrade": {"discount": integer(0, 6)},
    "construct": {"discount": integer(0, 4)},
    "trade": {"discount": integer(0, 5), "any_colour": {"type": "boolean"}},
    "recruit": {"discount": integer(0, 3)},
    "prestige_action": {},
    "recall_worker": {},
    "per": {
        "count_of": {"type": "string", "enum": list(COUNT_OF)},
        "gain": {"type": "string", "enum": ["money", "points", "fleeting"]},
        "value": integer(1, 3),
    },
}
EFFECT = {"oneOf": [obj({"effect": const(name), **params}) for name, params in EFFECTS.items()]}
ACTION = array(EFFECT, minItems=1, maxItems=3)
AMOUNT = obj({"resource": ID, "points": integer(1, 12)})


def _board() -> JSON:
    return obj(
        {
            "width": integer(4, 40),
            "height": integer(4, 40),
            "terrain": array(TERRAIN_ROW, minItems=4, maxItems=40),
            "sections": array(SECTION_ROW, minItems=4, maxItems=40),
            "names": array(NAME, minItems=3, maxItems=3),
            "fixed": obj(dict.fromkeys(("gatehouse_a", "gatehouse_b", "ghost_fortress"), SHAPE)),
        }
    )


def _resource() -> JSON:
    return obj(
        {
            "id": ID,
            "name": NAME,
            "tier": integer(1, 3),
            "shape": SHAPE,
            "tiles": integer(3, 3),
            "recipe": array(AMOUNT, maxItems=3),
            "forbidden": array(ID, maxItems=7),
            "cost": {"type": ["integer", "null"], "enum": [None, 4, 6]},
        }
    )


def _prices() -> JSON:
    trade_row = obj({"import": integer(0, 9), "access": integer(0, 9), "import_access": integer(0, 9)})
    return obj(
        {
            "trade": obj(dict.fromkeys(COLOURS, trade_row)),
            "upgrade": obj({"tier2": integer(0, 20), "tier3": integer(0, 20)}),
            "construct": obj({"main": integer(0, 20), "follow": integer(0, 20)}),
            "start_money": integer(0, 50),
            "vote_minimum": obj({n: integer(1, 5) for n in ("2", "3", "4")}),
        }
    )


def _introductory() -> JSON:
    """One start position per player count (§4, L537–612): the races with the resources they
    control, the tiles, personal buildings, roads and prestige buildings already on the board,
    the income per race and the lasting influence each player starts with."""
    placed = {"race": ID, "square": CELL}
    setup = obj(
        {
            "races": array(obj({"race": ID, "resources": array(ID, minItems=1, maxItems=2)}), minItems=2, maxItems=4),
            "tiles": array(
                obj({"resource": ID, "squares": SHAPE, "owner": ID, "access": array(ID, maxItems=4)}), maxItems=40
            ),
            "houses": array(obj(placed), maxItems=12),
            "bridges": array(obj(placed), maxItems=12),
            "roads": array(CELL, maxItems=40),
            "prestige": array(
                obj({"id": ID, "squares": SHAPE, "deliveries": array(obj({"resource": ID, "by": ID}), maxItems=4)}),
                maxItems=6,
            ),
            "income": array(obj({"race": ID, "tokens": integer(0, 20)}), minItems=2, maxItems=4),
            "lasting": integer(0, 9),
        }
    )
    return obj(dict.fromkeys(("2", "3", "4"), setup))


def pack_schema() -> JSON:
    """The schema of a whole pack document."""
    race = obj({"id": ID, "name": NAME, "basic": ID, "forbidden": array(ID, maxItems=7), "action": ACTION})
    prestige = obj(
        {
            "id": ID,
            "name": NAME,
            "shape": SHAPE,
            "colour": {"type": "string", "enum": list(COLOURS)},
            "requires": array(AMOUNT, minItems=1, maxItems=4),
            "action": ACTION,
            "fixed": {"type": ["string", "null"], "enum": [None, "gatehouse_a", "gatehouse_b", "ghost_fortress"]},
        }
    )
    adviser = obj(
        {
            "id": ID,
            "name": NAME,
            "type": {"type": "string", "enum": ["recruit", "trade", "upgrade", "construct"]},
            "resource": ID,
            "points": {"type": "integer", "enum": [0, 1, 3]},
            "action": ACTION,
        }
    )
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        **obj(
            {
                "format": const("arbiter-founders-of-gloomhaven-pack"),
                "version": integer(1, 1),
                "source": obj({"kind": {"type": "string", "enum": ["reconstruction", "official"]}, "text": TEXT}),
                "notes": array(TEXT, maxItems=40),
                "board": _board(),
                "resources": array(_resource(), minItems=1, maxItems=40),
                "races": array(race, minItems=1, maxItems=16),
                "prestige_buildings": array(prestige, minItems=1, maxItems=40),
                "advisers": array(adviser, minItems=1, maxItems=40),
                "adviser_slots": array(integer(0, 9), minItems=4, maxItems=4),
                "prices": _prices(),
                "effects": array(obj({"id": {"type": "string", "enum": list(EFFECTS)}, "text": TEXT}), maxItems=40),
                "introductory": _introductory(),
            }
        ),
    }
