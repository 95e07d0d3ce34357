"""Members shared by Gloomhaven's action schemas, and the check that a character is the
acting seat's."""

from __future__ import annotations

from typing import Any

from rules.core import Action, IllegalAction, State
from rules.core.schema import JSON, array, integer

CHARACTER = integer(0, 3, description="index of the character in state.characters")
SEAT = integer(0, 3)
FIGURE = array(
    {"anyOf": [{"type": "string", "enum": ["character", "summon", "monster", "escort"]}, integer(0, 99)]},
    minItems=2,
    maxItems=2,
)
CARD = integer(1, 9999)
HEX = array(integer(-99, 99), minItems=2, maxItems=2)
TURN = {
    "type": "object",
    "description": "a turn of the round: a character's, a monster type's or an escort's",
    "oneOf": [
        {
            "type": "object",
            "properties": {"character": CHARACTER},
            "required": ["character"],
            "additionalProperties": False,
        },
        {
            "type": "object",
            "properties": {
                "monster": {"type": "string"},
                "again": {
                    "type": "boolean",
                    "enum": [True],
                    "description": "an extra turn a boss's special gives the type ('All Scouts act again')",
                },
            },
            "required": ["monster"],
            "additionalProperties": False,
        },
        {
            "type": "object",
            "properties": {"escort": {"type": "string", "maxLength": 40}},
            "required": ["escort"],
            "additionalProperties": False,
        },
    ],
}


def const_true() -> JSON:
    """A member that is present only as ``true``."""
    return {"type": "boolean", "enum": [True]}


def own(state: State, action: Action) -> dict[str, Any]:
    index = action["character"]
    if not 0 <= index < len(state["characters"]) or state["characters"][index]["seat"] != action["player"]:
        raise IllegalAction(f"character {index} is not one of player {action['player']}'s", code="not_your_character")
    character: dict[str, Any] = state["characters"][index]
    return character


def playing_seat(state: State) -> int:
    """The seat of the first character still playing: it decides what a scenario's rule leaves
    to "the players" outside a character's own choices (0 when none plays)."""
    return int(next((c["seat"] for c in state["characters"] if not c["exhausted"]), 0))
