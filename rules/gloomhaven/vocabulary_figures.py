"""The scenario's own figures in the rules vocabulary (``vocabulary.py``): objectives, tokens
and escorts, each a JSON Schema told apart by ``kind``."""

from __future__ import annotations

from rules.core.schema import array, const, integer, nullable, obj

from .common import const_true
from .vocabulary_parts import HEX, HEXES, MONSTER, NAME, RANK

OBJECTIVE = obj(
    {
        "kind": const("objective"),
        "name": NAME,
        "hp": {"anyOf": [integer(1, 999), {"type": "string", "maxLength": 40}], "description": "a formula of C and L"},
        "rounding": {"enum": ["down", "up"], "description": "a division in the formula rounds down (or up)"},
        "hex": {**nullable(HEX), "description": "null only for a summoned one"},
        "door": {**const_true(), "description": "on a door, which opens as it is destroyed"},
        "hexes": {**array(HEX, minItems=2, maxItems=7), "description": "every hex it fills, its hex among them"},
        "summoned": {
            "type": "boolean",
            "enum": [True],
            "description": "not set up: a boss summons it, as '<name> N' (eggs.py)",
        },
        "initiative": {**integer(1, 99), "description": "for the focus of the characters' summons"},
        "hatches": obj(
            {"monster": MONSTER, "rank": {"enum": ["normal", "elite"]}},
            description="(summoned) the monster each spawns on its hex as the boss hatches them",
        ),
        "summons_attack_only_if_controlled": {
            "type": "boolean",
            "enum": [True],
            "description": "character summons attack it only when a character controls them",
        },
        "shares_hp_with": {
            **MONSTER,
            "description": "a boss's throne (no hp of its own): the boss's hit points are its, damage to it is the "
            "boss's and the boss takes none itself; it moves to the boss's marked hexes (thrones.py)",
        },
    },
    optional=(
        "hp",
        "rounding",
        "door",
        "hexes",
        "summons_attack_only_if_controlled",
        "summoned",
        "initiative",
        "hatches",
        "shares_hp_with",
    ),
    description="a scenario figure the engine plays: an objective on one hex (objectives.py)",
)
OBJECTIVE["allOf"] = [
    {
        "if": {"properties": {"hex": {"type": "null"}}},
        "then": {"required": ["summoned"], "not": {"anyOf": [{"required": ["door"]}, {"required": ["hexes"]}]}},
        "else": {"not": {"anyOf": [{"required": ["summoned"]}, {"required": ["hatches"]}]}},
    },
    {
        "if": {"required": ["shares_hp_with"]},
        "then": {"not": {"anyOf": [{"required": ["hp"]}, {"required": ["summoned"]}, {"required": ["hexes"]}]}},
        "else": {"required": ["hp"]},
    },
]
#: A numbered token the characters activate (``markers``).
TOKEN = obj(
    {
        "kind": const("token"),
        "name": NAME,
        "hex": HEX,
        "players": {
            **array(RANK, minItems=3, maxItems=3),
            "description": "present for 2, 3, 4 characters (null: not)",
        },
    },
    optional=("players",),
    description="a scenario token the characters activate (markers.py)",
)
#: An escort that does not act: an ally of the characters the monsters focus on (``objectives``).
ESCORT = obj(
    {
        "kind": const("escort"),
        "name": NAME,
        "hp": {"anyOf": [integer(1, 999), {"type": "string", "maxLength": 40}], "description": "a formula of C and L"},
        "initiative": integer(1, 99),
        "hex": HEX,
        "door": {**const_true(), "description": "on a door, which opens as it is killed"},
        "hexes": {**array(HEX, minItems=2, maxItems=7), "description": "every hex it fills, its hex among them"},
        "only_heal": {
            "type": "boolean",
            "enum": [True],
            "description": "nothing but a heal affects it: no monster attacks it, no one moves through it",
        },
        "heal": {"type": "boolean", "enum": [False], "description": "it cannot be healed"},
        "ally": {
            "type": "boolean",
            "enum": [False],
            "description": "not considered an ally to the characters: no ability of theirs for allies reaches it",
        },
        "acts": {
            **obj(
                {
                    "move": integer(1, 9),
                    "attack": integer(1, 9),
                    "range": integer(1, 9),
                    "plus_per_freed": {
                        **NAME,
                        "description": "+1 Attack for each figure freed whose name starts so (tally.freed)",
                    },
                    "toward": HEXES,
                    "opens_doors": const_true(),
                    "leaves_at_target": {
                        "type": "boolean",
                        "enum": [True],
                        "description": "entering one of the hexes it leaves the map, saved (tally.reached)",
                    },
                    "return_to_start": {
                        "type": "boolean",
                        "enum": [True],
                        "description": "moved off its starting hex, it goes back onto it first (if empty)",
                    },
                    "targets": {"enum": ["all_adjacent_enemies"], "description": "its attack's targets"},
                },
                optional=(
                    "move",
                    "attack",
                    "range",
                    "plus_per_freed",
                    "toward",
                    "opens_doors",
                    "leaves_at_target",
                    "return_to_start",
                    "targets",
                ),
                description="each turn: Move toward the hexes, opening doors; or Move and Attack as the monster "
                "AI plays a summon, on the characters' side (escorts.py)",
            ),
            "oneOf": [
                {
                    "required": ["move", "toward"],
                    "not": {
                        "anyOf": [
                            {"required": [m]}
                            for m in ("attack", "range", "plus_per_freed", "return_to_start", "targets")
                        ]
                    },
                },
                {"required": ["attack"], "not": {"anyOf": [{"required": [m]} for m in ("toward", "leaves_at_target")]}},
            ],
        },
    },
    optional=("acts", "heal", "ally", "door", "hexes", "only_heal"),
    description="a scenario figure the engine plays: an escort (objectives.py, escorts.py)",
)
