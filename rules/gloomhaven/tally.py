"""The state's ``tally``: what a scenario's goals, losses and rules count as it is played
(``goals``, ``special_rules``, and the modules of each rule kind)."""

from __future__ import annotations

from rules.core.schema import JSON, array, integer, obj

from .common import HEX, const_true
from .vocabulary import MAX_FIGURES


def _names(description: str) -> JSON:
    """A list of the scenario's figures, by name."""
    return array({"type": "string", "maxLength": 40}, maxItems=MAX_FIGURES, uniqueItems=True, description=description)


def schema() -> JSON:
    """The state's ``tally``: what the goals and losses count (JSON Schema)."""
    return obj(
        {
            "killed": {
                "type": "object",
                "additionalProperties": integer(1, 999),
                "maxProperties": 64,
                "description": "monsters killed, by type",
            },
            "elite_killed": integer(1, 999, description="elite monsters killed"),
            "looted": array(
                {"type": "string", "maxLength": 20},
                maxItems=100,
                description="the treasure tiles looted, by id (a 'goal' tile once per tile)",
            ),
            "occupied": {
                "type": "boolean",
                "enum": [True],
                "description": "an occupy goal was met as a character's turn ended",
            },
            "destroyed": _names("the objectives destroyed, by name"),
            "died": _names("the escorts killed, by name"),
            "fired": array(
                integer(0, 19),
                maxItems=20,
                uniqueItems=True,
                description="the scenario's once-only round rules done, by place in its rules",
            ),
            "reached": _names("the escorts that ended a turn where an escort_reaches goal wants them"),
            "pressed": array(
                array(integer(-999, 999), minItems=2, maxItems=2),
                maxItems=20,
                uniqueItems=True,
                description="the scenario's pressure plates on which a character has ended a turn",
            ),
            "activated": _names("the scenario's tokens activated, by name"),
            "freed": _names("the figures a free_figure rule let a character free, by name"),
            "protected": integer(1, 9, description="the times a protect_figure rule was used"),
            "goal_looters": array(
                integer(0, 3), maxItems=40, description="who looted each goal treasure tile, in tally.looted's order"
            ),
            "all_plates": {
                "type": "boolean",
                "enum": [True],
                "description": "an occupy event's plates were all taken as a character's turn ended",
            },
            "arrived": array(
                {"type": "string", "maxLength": 40},
                maxItems=8,
                uniqueItems=True,
                description="the monster types a delay_monsters rule kept back, set up since",
            ),
            "used": _names("the scenario's pieces used, by name (pieces.py)"),
            "delivered": _names("the pieces a deliver goal wanted, delivered (pieces.py)"),
            "bailing": array(integer(0, 3), maxItems=4, uniqueItems=True, description="who holds a water tile"),
            "sunk": {**const_true(), "description": "a water tile could not be placed"},
            "sacrificed": {**const_true(), "description": "the carried figure was sacrificed"},
            "alarm": {**const_true(), "description": "a monster_reaches loss's monster stood there"},
            "emptied": array(
                array(integer(0, 99), minItems=1, maxItems=20, uniqueItems=True),
                maxItems=4,
                uniqueItems=True,
                description="the rooms of room_empty losses left with no character (presence.py)",
            ),
            "spawned": {
                "type": "object",
                "additionalProperties": integer(1, 999),
                "maxProperties": 8,
                "description": "spawns of alternate rank so far, by monster type",
            },
            "away": {
                "type": "object",
                "additionalProperties": integer(1, 999),
                "maxProperties": 10,  # one per setup rule at most
                "description": "the hit_and_run monster types off the map, with their hit points (hit_and_run.py)",
            },
            "marked": {
                "type": "object",
                "additionalProperties": integer(1, 999),
                "maxProperties": 10,  # one per setup rule at most
                "description": "the jumps made to a marked_hexes rule's hexes, by monster type (marked_hexes.py)",
            },
            "pending": {
                "type": "object",
                "additionalProperties": integer(1, 999),
                "maxProperties": 8,
                "description": "damage rules dealt monster types (or named figures) off the map, kept for them",
            },
            "boons": array(
                integer(0, 3), maxItems=4, uniqueItems=True, description="the characters who gained the boon"
            ),
            "boon_hexes": array(HEX, maxItems=60, uniqueItems=True, description="the boon's hexes spent"),
            "exhausted": array(
                integer(0, 3),
                maxItems=4,
                uniqueItems=True,
                description="the characters exhausted while an any_exhausted loss was in force",
            ),
        },
        optional=(
            "elite_killed",
            "occupied",
            "destroyed",
            "died",
            "reached",
            "fired",
            "pressed",
            "activated",
            "freed",
            "goal_looters",
            "protected",
            "all_plates",
            "arrived",
            "exhausted",
            "used",
            "delivered",
            "bailing",
            "sunk",
            "sacrificed",
            "alarm",
            "emptied",
            "spawned",
            "boons",
            "boon_hexes",
            "pending",
            "marked",
            "away",
        ),
        description="what the scenario's goals count (goals.py)",
    )
