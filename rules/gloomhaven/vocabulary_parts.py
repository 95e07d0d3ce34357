"""The parts the rules vocabulary (``vocabulary.py``) is built of: hexes, names and rounds as
JSON Schema, the shape of a rule kind (``rule_kind``), the events rules wait for, stop at or
fire on (``EVENTS``) and the timed rules' common members (``timed``)."""

from __future__ import annotations

from rules.core.schema import JSON, array, const, integer, obj, ref, union

from . import effects
from .common import const_true

HEX = array(integer(-999, 999), minItems=2, maxItems=2)
HEXES = array(HEX, minItems=1, maxItems=60)
BY_PLAYERS = obj({str(n): HEXES for n in (2, 3, 4)})
NAME = {"type": "string", "minLength": 1, "maxLength": 40}
#: Rooms as the book counts them: each a group of the map's room ids ("the right room": D1b and C2a).
ROOM_GROUPS = array(array(integer(0, 99), minItems=1, maxItems=20, uniqueItems=True), minItems=1, maxItems=4)
MONSTER = {"type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"}
RANK = {"enum": ["normal", "elite", None]}
ELEMENTS = array({"enum": list(effects.ELEMENTS)}, uniqueItems=True, maxItems=6)
ROUND_LIST = array(integer(1, 99), minItems=1, maxItems=40, uniqueItems=True)
#: A scenario's own figures, at most (#76 has 23 walls).
MAX_FIGURES = 24


def rule_kind(name: str, members: dict[str, JSON], optional: tuple[str, ...] = ()) -> JSON:
    return obj({"type": const(name), **members}, optional=optional)


#: Events a rule waits for (``after``), stops at (``until``) or fires on once (``when``):
#: each is a fact of the state when the rule is looked at (``triggers.py``).
EVENTS: dict[str, JSON] = {
    "room_revealed": rule_kind("room_revealed", {"room": integer(0, 99)}),
    "monsters_dead": {
        **rule_kind(
            "monsters_dead",
            {"monsters": array(MONSTER, minItems=1, maxItems=8), "characters_in": ROOM_GROUPS},
            ("characters_in",),
        ),
        "description": "no monster of the types left, one killed at least (characters_in: and a character in each "
        "group of rooms)",
    },
    "characters_in": {
        **rule_kind("characters_in", {"rooms": ROOM_GROUPS}),
        "description": "a character still playing stands in each group of rooms (presence.py)",
    },
    "fired": {
        **rule_kind("fired", {"rule": integer(0, 19)}),
        "description": "the once-only round rule at that place of rounds has fired (tally.fired)",
    },
    "killed": rule_kind("killed", {"monster": MONSTER, "count": integer(1, 99)}),
    "elite_kills": {
        **rule_kind("elite_kills", {"count": integer(1, 99)}),
        "description": "that many elite monsters killed, of any type (tally.elite_killed)",
    },
    "escort_saved": {
        **rule_kind("escort_saved", {"count": integer(1, 12), "round_end": const_true()}, ("round_end",)),
        "description": "that many escorts have reached their target (tally.reached); round_end: read as the round ends",
    },
    "occupy": {
        **rule_kind("occupy", {"by_players": BY_PLAYERS}),
        "description": "as a character's turn ended, a character or escort stood on every hex listed for the "
        "party size (tally.all_plates)",
    },
    "figure_activated": {
        **rule_kind("figure_activated", {"figure": NAME}),
        "description": "the named token has been activated (tally.activated)",
    },
    "figure_destroyed": {
        **rule_kind("figure_destroyed", {"figure": NAME}),
        "description": "the named objective has been destroyed or escort killed (tally.destroyed, tally.died)",
    },
    "no_monster_in_room": {
        **rule_kind(
            "no_monster_in_room",
            {"monster": MONSTER, "room": integer(0, 99), "after_reveal": const_true()},
            ("after_reveal",),
        ),
        "description": "no monster of the type stands in the room (after_reveal: once the room is revealed)",
    },
    "plate": {
        **rule_kind("plate", {"hexes": HEXES}),
        "description": "a character has ended a turn on one of the pressure plates (tally.pressed)",
    },
    "looted": {
        **rule_kind(
            "looted",
            {
                "treasures": array({"type": "string", "maxLength": 20}, minItems=1, maxItems=20),
                "count": integer(1, 20),
                "hex": {**HEX, "description": "the treasure tile on that hex has been looted"},
            },
            ("treasures", "count", "hex"),
        ),
        "oneOf": [{"required": ["treasures"]}, {"required": ["count"]}, {"required": ["hex"]}],
    },
}


#: The events a ``when`` rule without ``start`` fires on at once, besides a room's reveal.
AT_ONCE = ("killed", "elite_kills", "plate", "figure_activated", "figure_destroyed", "monsters_dead", "looted")


def any_event() -> JSON:
    names = {k: "RuleEvent" + "".join(p.capitalize() for p in k.split("_")) for k in EVENTS}
    return union(names, "an event (a fact of the state) a rule waits for, stops at or fires on")


def timed(name: str, members: dict[str, JSON], optional: tuple[str, ...] = ()) -> JSON:
    """A rule of given rounds (``rounds``, or ``every`` k-th from round ``from``) at their
    ``start`` or end, while ``after`` holds and until ``until`` does; or, with ``when``, once:
    as a room is revealed or the kill counted, or (``start: false``) at the end of the round
    in which the event came to hold."""
    when = {
        "rounds": ROUND_LIST,
        "every": integer(1, 99),
        "from": integer(1, 99),
        "start": {"type": "boolean"},
        "after": any_event(),
        "until": any_event(),
        "when": any_event(),
    }
    schema = rule_kind(name, {**when, **members}, optional=(*when, *optional))
    schema["oneOf"] = [{"required": ["rounds"]}, {"required": ["every"]}, {"required": ["when"]}]
    # at once: only as a room is revealed, a monster killed or a plate pressed; any other event,
    # at the end of its round
    at_once = {
        "anyOf": [ref("RuleEvent" + "".join(p.capitalize() for p in e.split("_"))) for e in ("room_revealed", *AT_ONCE)]
    }
    schema["allOf"] = [
        {"if": {"required": ["when"], "not": {"required": ["start"]}}, "then": {"properties": {"when": at_once}}},
        {"if": {"required": ["when", "start"]}, "then": {"properties": {"start": {"enum": [False]}}}},
    ]
    return schema


def timed_also(condition: JSON, name: str, members: dict[str, JSON], optional: tuple[str, ...] = ()) -> JSON:
    """A timed rule (``timed``) that must meet ``condition`` too."""
    schema = timed(name, members, optional)
    return {**schema, "allOf": [*schema["allOf"], condition]}


def every_kth(schema: JSON) -> JSON:
    """A rule the engine plays in every k-th round only (``every``, ``from``: #61's groups)."""
    only = {"required": ["every"], "not": {"anyOf": [{"required": [m]} for m in ("rounds", "when", "after", "until")]}}
    return {**schema, "allOf": [*schema["allOf"], only]}


def beside_a_figure(schema: JSON) -> JSON:
    """A spawn on no hex is beside a figure: ``at_figure``'s, or the token whose activation
    fires it."""
    figure_activated = {"required": ["when"], "properties": {"when": {"$ref": "#/$defs/RuleEventFigureActivated"}}}
    beside = {
        "if": {"properties": {"hex": {"type": "null"}}},
        "then": {"anyOf": [{"required": ["at_figure"]}, figure_activated]},
    }
    return {
        **schema,
        "allOf": [*schema["allOf"], beside],
        "description": "a monster placed on the hex; with hex null, beside the figure: at_figure's (while it "
        "stands), or the token whose activation fires the rule (special_rules.py)",
    }


def union_of(kinds: dict[str, JSON] | tuple[str, ...], what: str) -> JSON:
    names = {k: "Rule" + "".join(p.capitalize() for p in f"{what}_{k}".split("_")) for k in kinds}
    return union(names, what)
