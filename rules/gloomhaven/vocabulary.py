"""The closed vocabulary of scenario rules the engine plays, as JSON Schema definitions: the
goals, losses, setup and timed rules and the scenario's figures (objectives, escorts). Each
kind is one JSON object told apart by ``type`` (a figure by ``kind``); ``scenario_rules``
validates each scenario's entry against it, ``docs/gloomhaven-scenarios.md`` describes it.
"""

from __future__ import annotations

from rules.core.schema import JSON, array, const, integer, nullable, obj, ref, union

from . import effects
from .common import const_true

_HEX = array(integer(-999, 999), minItems=2, maxItems=2)
_HEXES = array(_HEX, minItems=1, maxItems=60)
_BY_PLAYERS = obj({str(n): _HEXES for n in (2, 3, 4)})
_NAME = {"type": "string", "minLength": 1, "maxLength": 40}
#: Rooms as the book counts them: each a group of the map's room ids ("the right room": D1b and C2a).
_ROOM_GROUPS = array(array(integer(0, 99), minItems=1, maxItems=20, uniqueItems=True), minItems=1, maxItems=4)
_MONSTER = {"type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"}
_RANK = {"enum": ["normal", "elite", None]}
_ELEMENTS = array({"enum": list(effects.ELEMENTS)}, uniqueItems=True, maxItems=6)
_ROUNDS = array(integer(1, 99), minItems=1, maxItems=40, uniqueItems=True)
#: A scenario's own figures, at most (#76 has 23 walls).
MAX_FIGURES = 24


def _kind(name: str, members: dict[str, JSON], optional: tuple[str, ...] = ()) -> JSON:
    return obj({"type": const(name), **members}, optional=optional)


#: Events a rule waits for (``after``), stops at (``until``) or fires on once (``when``):
#: each is a fact of the state when the rule is looked at (``triggers.py``).
EVENTS: dict[str, JSON] = {
    "room_revealed": _kind("room_revealed", {"room": integer(0, 99)}),
    "monsters_dead": {
        **_kind(
            "monsters_dead",
            {"monsters": array(_MONSTER, minItems=1, maxItems=8), "characters_in": _ROOM_GROUPS},
            ("characters_in",),
        ),
        "description": "no monster of the types left, one killed at least (characters_in: and a character in each "
        "group of rooms)",
    },
    "characters_in": {
        **_kind("characters_in", {"rooms": _ROOM_GROUPS}),
        "description": "a character still playing stands in each group of rooms (presence.py)",
    },
    "fired": {
        **_kind("fired", {"rule": integer(0, 19)}),
        "description": "the once-only round rule at that place of rounds has fired (tally.fired)",
    },
    "killed": _kind("killed", {"monster": _MONSTER, "count": integer(1, 99)}),
    "elite_kills": {
        **_kind("elite_kills", {"count": integer(1, 99)}),
        "description": "that many elite monsters killed, of any type (tally.elite_killed)",
    },
    "escort_saved": {
        **_kind("escort_saved", {"count": integer(1, 12), "round_end": const_true()}, ("round_end",)),
        "description": "that many escorts have reached their target (tally.reached); round_end: read as the round ends",
    },
    "occupy": {
        **_kind("occupy", {"by_players": _BY_PLAYERS}),
        "description": "as a character's turn ended, a character or escort stood on every hex listed for the "
        "party size (tally.all_plates)",
    },
    "figure_activated": {
        **_kind("figure_activated", {"figure": _NAME}),
        "description": "the named token has been activated (tally.activated)",
    },
    "figure_destroyed": {
        **_kind("figure_destroyed", {"figure": _NAME}),
        "description": "the named objective has been destroyed or escort killed (tally.destroyed, tally.died)",
    },
    "no_monster_in_room": {
        **_kind(
            "no_monster_in_room",
            {"monster": _MONSTER, "room": integer(0, 99), "after_reveal": const_true()},
            ("after_reveal",),
        ),
        "description": "no monster of the type stands in the room (after_reveal: once the room is revealed)",
    },
    "plate": {
        **_kind("plate", {"hexes": _HEXES}),
        "description": "a character has ended a turn on one of the pressure plates (tally.pressed)",
    },
    "looted": {
        **_kind(
            "looted",
            {
                "treasures": array({"type": "string", "maxLength": 20}, minItems=1, maxItems=20),
                "count": integer(1, 20),
                "hex": {**_HEX, "description": "the treasure tile on that hex has been looted"},
            },
            ("treasures", "count", "hex"),
        ),
        "oneOf": [{"required": ["treasures"]}, {"required": ["count"]}, {"required": ["hex"]}],
    },
}


def _event() -> JSON:
    names = {k: "RuleEvent" + "".join(p.capitalize() for p in k.split("_")) for k in EVENTS}
    return union(names, "an event (a fact of the state) a rule waits for, stops at or fires on")


def _timed(name: str, members: dict[str, JSON], optional: tuple[str, ...] = ()) -> JSON:
    """A rule of given rounds (``rounds``, or ``every`` k-th from round ``from``) at their
    ``start`` or end, while ``after`` holds and until ``until`` does; or, with ``when``, once:
    as a room is revealed or the kill counted, or (``start: false``) at the end of the round
    in which the event came to hold."""
    when = {
        "rounds": _ROUNDS,
        "every": integer(1, 99),
        "from": integer(1, 99),
        "start": {"type": "boolean"},
        "after": _event(),
        "until": _event(),
        "when": _event(),
    }
    schema = _kind(name, {**when, **members}, optional=(*when, *optional))
    schema["oneOf"] = [{"required": ["rounds"]}, {"required": ["every"]}, {"required": ["when"]}]
    # at once: only as a room is revealed, a monster killed or a plate pressed; any other event,
    # at the end of its round
    at_once = {
        "anyOf": [
            {"$ref": f"#/$defs/RuleEvent{e}"}
            for e in ("RoomRevealed", "Killed", "Plate", "FigureActivated", "FigureDestroyed", "MonstersDead", "Looted")
        ]
    }
    schema["allOf"] = [
        {"if": {"required": ["when"], "not": {"required": ["start"]}}, "then": {"properties": {"when": at_once}}},
        {"if": {"required": ["when", "start"]}, "then": {"properties": {"start": {"enum": [False]}}}},
    ]
    return schema


def _also(condition: JSON, name: str, members: dict[str, JSON], optional: tuple[str, ...] = ()) -> JSON:
    """A timed rule (``_timed``) that must meet ``condition`` too."""
    schema = _timed(name, members, optional)
    return {**schema, "allOf": [*schema["allOf"], condition]}


def _every_kth(schema: JSON) -> JSON:
    """A rule the engine plays in every k-th round only (``every``, ``from``: #61's groups)."""
    only = {"required": ["every"], "not": {"anyOf": [{"required": [m]} for m in ("rounds", "when", "after", "until")]}}
    return {**schema, "allOf": [*schema["allOf"], only]}


def _beside_a_figure(schema: JSON) -> JSON:
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


GOALS: dict[str, JSON] = {
    "kill_all": _kind("kill_all", {"except": array(_MONSTER, minItems=1, maxItems=8)}, ("except",)),
    "kill_revealed": _kind("kill_revealed", {}),
    "kill": _kind("kill", {"monsters": array(_MONSTER, minItems=1, maxItems=8), "count": integer(1, 99)}, ("count",)),
    "kill_count": {
        **_kind(
            "kill_count",
            {
                "count": integer(1, 99),
                "per_character": integer(1, 20),
                "monsters": array(_MONSTER, minItems=1, maxItems=8),
            },
            ("count", "per_character", "monsters"),
        ),
        "oneOf": [{"required": ["count"]}, {"required": ["per_character"]}],
    },
    "loot": {
        **_kind(
            "loot",
            {"treasures": array({"type": "string"}, minItems=1, maxItems=20), "count": integer(1, 20)},
            ("treasures", "count"),
        ),
        "oneOf": [{"required": ["treasures"]}, {"required": ["count"]}],
    },
    "reach": {
        **_kind(
            "reach",
            {
                "who": {"enum": ["all", "any"]},
                "hexes": _HEXES,
                "room": integer(0, 99),
                "exhausted_on_hex_counts": {"type": "boolean"},
                "adjacent": {**const_true(), "description": "beside the hexes rather than on"},
                "carrying": {**_NAME, "description": "the holder of this piece of the scenario's (pieces.py)"},
            },
            ("hexes", "room", "exhausted_on_hex_counts", "adjacent", "carrying"),
        ),
        "oneOf": [{"required": ["hexes"]}, {"required": ["room"]}],
    },
    "survive": _kind("survive", {"rounds": integer(1, 99)}),
    "reveal": _kind("reveal", {"room": {"anyOf": [integer(0, 99), const("all")]}}),
    "occupy": {
        **_kind("occupy", {"hexes": _HEXES, "by_players": _BY_PLAYERS}, ("hexes", "by_players")),
        "oneOf": [{"required": ["hexes"]}, {"required": ["by_players"]}],
    },
    "destroy": _kind("destroy", {"figures": array(_NAME, minItems=1, maxItems=12, uniqueItems=True)}),
    "escort_reaches": _kind(
        "escort_reaches",
        {
            "figure": _NAME,
            "hexes": _HEXES,
            "adjacent": {"type": "boolean"},
            "count": {**integer(1, 12), "description": "that many escorts whose names start so"},
        },
        ("adjacent", "count"),
    ),
    "activate": {
        **_kind(
            "activate",
            {
                "figures": array(_NAME, minItems=1, maxItems=MAX_FIGURES, uniqueItems=True),
                "by_players": obj({str(n): array(_NAME, minItems=1, maxItems=MAX_FIGURES) for n in (2, 3, 4)}),
                "cost": {"enum": ["bottom_action", "movement"]},
                "amount": {"type": "string", "maxLength": 40, "description": "a formula of C and L (movement)"},
                "adjacent": const_true(),
            },
            ("figures", "by_players", "amount"),
        ),
        "oneOf": [{"required": ["figures"]}, {"required": ["by_players"]}],
        "description": "every listed token activated by a character beside it (markers.py)",
    },
    "piece_used": {
        **_kind("piece_used", {"pieces": array(_NAME, minItems=1, maxItems=8, uniqueItems=True)}),
        "description": "one of the pieces was discarded for its use (tally.used) (pieces.py)",
    },
    "deliver": {
        **_kind("deliver", {"piece": _NAME, "hexes": _HEXES, "charged": const_true()}, ("charged",)),
        "description": "the piece's holder ends a turn beside one of the hexes (the piece fully charged) (pieces.py)",
    },
    "loot_each": {
        **_kind("loot_each", {"treasures": array(const("goal"), minItems=1, maxItems=1)}),
        "description": "every character has looted a goal treasure tile (tally.goal_looters)",
    },
    "escape": {
        **_kind("escape", {"hexes": _HEXES}),
        "description": "at each round's end the characters on the hexes leave the scenario; won when all have",
    },
}
LOSSES: dict[str, JSON] = {
    "round_limit": _kind("round_limit", {"rounds": integer(1, 99)}),
    "figure_dies": _kind(
        "figure_dies",
        {"figure": _NAME, "count": integer(1, 12), "match": const("prefix")},
        ("count", "match"),
    ),
    "exhausted_off": {
        **_kind("exhausted_off", {"hexes": _HEXES, "room": integer(0, 99)}, ("hexes", "room")),
        "oneOf": [{"required": ["hexes"]}, {"required": ["room"]}],
    },
    "any_exhausted": {
        **_kind("any_exhausted", {"after": _event()}, ("after",)),
        "description": "a character becomes exhausted (once the event has happened)",
    },
    "exhausted_before_loot": {
        **_kind("exhausted_before_loot", {"scope": {"enum": ["all", "own"]}}),
        "description": "a character becomes exhausted before every goal treasure tile is looted (own: before it "
        "has looted one itself)",
    },
    "flooded": {
        **_kind("flooded", {}),
        "description": "a flood rule's water tile had to be added and could not: its room is full (flooding.py)",
    },
    "piece_lost": {
        **_kind("piece_lost", {"piece": _NAME}),
        "description": "the piece has left play unused (its holder exhausted, the piece not dropped) (pieces.py)",
    },
    "room_empty": {
        **_kind("room_empty", {"rooms": _ROOM_GROUPS["items"], "after": _event()}, ("after",)),
        "description": "at any time (once the event has happened) no character still playing stands in the rooms "
        "(tally.emptied; presence.py)",
    },
    "monster_reaches": {
        **_kind("monster_reaches", {"monsters": array(_MONSTER, minItems=1, maxItems=8), "hexes": _HEXES}),
        "description": "at any time a monster of the types stands on one of the hexes (tally.alarm; presence.py)",
    },
    "characters_left": {
        **_kind("characters_left", {"count": integer(1, 3)}),
        "description": "no more than that many characters are left unexhausted",
    },
    "sacrificed": {
        **_kind("sacrificed", {}),
        "description": "a carrier started its turn beside the altar with the carried figure beside it too "
        "(a carry rule; sacrifice.py)",
    },
}
SETUP: dict[str, JSON] = {
    "add_modifiers": _kind(
        "add_modifiers",
        {
            "card": {"enum": ["bless", "curse", "minus1"]},
            "count": integer(1, 10),
            "who": {"enum": ["each_character", "monsters"]},
        },
    ),
    "level_adjust": _kind("level_adjust", {"monster": _MONSTER, "plus": integer(-7, 7)}),
    "condition": _kind(
        "condition", {"condition": {"enum": list(effects.NEGATIVE_CONDITIONS)}, "who": {"enum": ["each_character"]}}
    ),
    "reset_on_loss": {
        **_kind(
            "reset_on_loss",
            {
                "treasures": array(
                    {"type": "string", "pattern": "^[0-9]{1,3}$"}, minItems=1, maxItems=20, uniqueItems=True
                )
            },
        ),
        "description": "on a loss these numbered treasure tiles are reset: their looters take nothing of them home",
    },
    "loot_action_only": {
        **_kind(
            "loot_action_only",
            {
                "treasures": array({"type": "string", "maxLength": 20}, maxItems=20),
                "or_bottom_action_adjacent": const_true(),
            },
            ("or_bottom_action_adjacent",),
        ),
        "description": "these treasure tiles are looted only by a Loot ability, not as a turn ends "
        "(or_bottom_action_adjacent: also by a character beside one giving up a bottom action, loot_beside)",
    },
    "elements": _kind("elements", {"strong": _ELEMENTS, "inert": _ELEMENTS}),
    "lock_doors": _kind(
        "lock_doors",
        {
            "doors": _HEXES,
            "opens": {
                "oneOf": [
                    _kind("round", {"round": integer(1, 99), "start": {"type": "boolean"}}),
                    _kind("plate", {"hexes": _HEXES}),
                    _kind("occupy", {"by_players": _BY_PLAYERS}),
                    _kind("boss_special", {"monster": _MONSTER}),
                    _kind("figure_destroyed", {}),
                    _kind("all_on_plates", {"hexes": _HEXES}),
                    _kind("held", {"hexes": _HEXES}),
                    _kind("monsters_dead", {"monsters": array(_MONSTER, minItems=1, maxItems=8)}),
                    _kind("elite_kills", {"count": integer(1, 99)}),
                ],
                "description": "at the start of a round; when a character ends its turn on a plate; when, as "
                "a character's turn ends, a character stands on every hex listed for the party size; when the "
                "boss's special opens them (boss_doors.py); when the door objective on each is destroyed; or "
                "when, as a character's turn ends, every character stands on one of the hexes; or (held) only "
                "while a character stands on one of the hexes (held_doors.py); or at once when the monsters are "
                "dead or that many elite monsters have been killed",
            },
            "order": {**const_true(), "description": "the boss opens them in list order"},
            "unlocks_only": {
                "type": "boolean",
                "enum": [True],
                "description": "(plate) the plate only unlocks the doors: a character still opens them",
            },
        },
        optional=("order", "unlocks_only"),
    ),
    "immovable": _kind("immovable", {"monsters": array(_MONSTER, minItems=1, maxItems=8, uniqueItems=True)}),
    "discard_cards": {
        **_kind("discard_cards", {"count": integer(1, 6), "who": const("each_character")}),
        "description": "before the first round each character discards that many cards of its hand, one by one",
    },
    "barred": {
        **_kind(
            "barred",
            {"monsters": array(_MONSTER, minItems=1, maxItems=8, uniqueItems=True), "doors": _HEXES},
        ),
        "description": "these monsters cannot enter or pass the door hexes (held_doors.py)",
    },
    "piece": {
        **_kind(
            "piece",
            {
                "name": _NAME,
                "from": {
                    "enum": ["chosen", "treasure", "tile", "quest", "killed"],
                    "description": "its holder chosen at setup, the looter of the nth treasure tile looted, or of "
                    "the treasure tile whose id is tile; or, from the start, the character on the quest; or it "
                    "lies where the monster dies, instead of its money token",
                },
                "monster": {**_MONSTER, "description": "(killed) the monster type that drops it"},
                "move": {**integer(-5, 5), "description": "what it adds to its holder's Move abilities"},
                "quest": {"type": "string", "maxLength": 40, "description": "(quest) the personal quest"},
                "charge": obj(
                    {
                        "monsters": array(_MONSTER, minItems=1, maxItems=8, uniqueItems=True),
                        "amount": {"type": "string", "maxLength": 40, "description": "a formula of C and L"},
                    },
                    description="only its holder's damage reaches these monster types; each point of it is a token "
                    "on the piece, fully charged at the amount",
                ),
                "nth": {**integer(1, 20), "description": "(treasure) the treasure tile, by the order looted"},
                "tile": {"type": "string", "maxLength": 20, "description": "(tile) the treasure tile's id"},
                "only_quest": {
                    "type": "string",
                    "maxLength": 40,
                    "description": "(tile) only a character on this personal quest (its option quest) loots the tile",
                },
                "attack": obj(
                    {"monsters": array(_MONSTER, minItems=1, maxItems=8, uniqueItems=True), "pierce": integer(1, 9)},
                    description="its holder's attacks on these monster types gain the pierce",
                ),
                "passes": {**const_true(), "description": "a Loot reaching the holder takes it"},
                "drops": {**const_true(), "description": "left on the hex of a holder exhausted"},
                "use": {
                    "oneOf": [
                        obj(
                            {"beside": _HEXES, "damage": {"type": "string", "maxLength": 40}, "monster": _MONSTER},
                            description="discarded by its holder ending a turn beside a hex: the monsters of the "
                            "type suffer the damage (a formula of C and L)",
                        ),
                        obj(
                            {"on": _HEXES, "item": integer(1, 999)},
                            description="discarded by its holder ending a turn on a hex: the item (one its tile's "
                            "treasure gives) is removed from the game, not taken home",
                        ),
                    ]
                },
            },
            ("nth", "tile", "only_quest", "quest", "monster", "move", "charge", "attack", "passes", "drops", "use"),
        ),
        "description": "a piece of the scenario a character carries, not an item (pieces.py)",
    },
    "poisoned_water": {
        **_kind("poisoned_water", {}),
        "description": "a character or summon with Poison entering a water hex suffers trap damage; a poisoned "
        "summon treats water as traps (movement_rules.py)",
    },
    "move_modifier": {
        **_kind("move_modifier", {"who": const("characters_and_summons"), "amount": integer(-5, 5)}),
        "description": "added to every Move ability of the characters and their summons (currents.py)",
    },
    "current": {
        **_kind(
            "current",
            {
                "rooms": array(integer(0, 99), minItems=1, maxItems=20, uniqueItems=True),
                "after": _event(),
                "monster": _MONSTER,
                "even": _HEX,
                "odd": _HEX,
                "damage": integer(1, 20),
            },
            ("after",),
        ),
        "description": "as each round ends, each character and summon in the rooms moves one hex the way the "
        "monster type's card's initiative says (even, odd: a hex step), top row first; behind an obstacle or a "
        "wall it stays, blocked by a figure it suffers the damage (currents.py)",
    },
    "flood": {
        **_kind(
            "flood",
            {
                "room": integer(0, 99),
                "every": obj({str(n): integer(1, 9) for n in (2, 3, 4)}),
                "bail": _HEXES,
                "dry": obj({str(n): _HEXES for n in (2, 3, 4)}, optional=("2", "3", "4")),
            },
            ("dry",),
        ),
        "description": "the room's water tiles: one more at the end of every k-th round (by party size), picked up "
        "by looting, one per character, bailed by ending a turn on a bail hex; dry: taken off at setup (flooding.py)",
    },
    "boon": {
        **_kind(
            "boon",
            {
                "hexes": _HEXES,
                "shield": integer(1, 9),
                "against": array(_MONSTER, minItems=1, maxItems=8, uniqueItems=True),
                "immune": array({"enum": list(effects.CONDITIONS)}, minItems=1, maxItems=4, uniqueItems=True),
            },
        ),
        "description": "a character ending a turn on one of the hexes (each once, its terrain removed) gains, "
        "once and for the rest of the scenario, the shield against those monsters' attacks and the immunities "
        "(boons.py)",
    },
    "focus": {
        **_kind("focus", {"monsters": array(_MONSTER, minItems=1, maxItems=8, uniqueItems=True), "figure": _NAME}),
        "description": "such a monster that can move within range to attack the figure focuses on it (focus.py)",
    },
    "early_monsters": {
        **_kind("early_monsters", {"hexes": _HEXES}),
        "description": "the monsters on these hexes are set up at the start, though their room is hidden; the "
        "hexes are on the map from then on",
    },
    "reveal_on_enter": {
        **_kind("reveal_on_enter", {"rooms": array(integer(0, 99), minItems=1, maxItems=20, uniqueItems=True)}),
        "description": "a room is revealed too as a character, a summon or an ally enters one of its hexes",
    },
    "protect_figure": {
        **_kind(
            "protect_figure",
            {"figure": _NAME, "uses": integer(1, 9), "cost": const("hand_card"), "match": const("prefix")},
            ("uses", "match"),
        ),
        "description": "(that many times in the scenario) as the figure (with match prefix: any whose name starts "
        "so) would suffer damage, a character may lose a card of its hand so that it suffers none (objectives.py)",
    },
    "free_figure": {
        **_kind("free_figure", {"figure": _NAME, "cost": const("action")}),
        "description": "a character beside a figure whose name starts so may forgo an action (the card "
        "discarded) to free it: removed from the map (tally.freed) (marker_actions.py)",
    },
    "invulnerable": {
        **_kind("invulnerable", {"monsters": array(_MONSTER, minItems=1, maxItems=8, uniqueItems=True)}),
        "description": "these monsters cannot be damaged in any way; conditions and other effects still apply",
    },
    "remove_on_kill": {
        **_kind(
            "remove_on_kill",
            {"killed": array(_MONSTER, minItems=1, maxItems=8, uniqueItems=True), "remove": _MONSTER},
        ),
        "description": "each time such a monster dies, the players may remove one monster of the other type "
        "from the map (rule_events.py)",
    },
    "loot_limit": {
        **_kind(
            "loot_limit", {"treasures": array(const("goal"), minItems=1, maxItems=1), "per_character": integer(1, 9)}
        ),
        "description": "a character loots at most that many goal treasure tiles (the others stay on the map for it)",
    },
    "until_looted": {
        **_kind(
            "until_looted",
            {
                "treasures": array(const("goal"), minItems=1, maxItems=1),
                "disadvantage": const_true(),
                "no_items": const_true(),
            },
        ),
        "description": "until a character has looted a goal treasure tile, it attacks with Disadvantage and uses "
        "no item (auras.py, items.py)",
    },
    "start_with_monsters": {
        **_kind("start_with_monsters", {"room": integer(0, 99)}),
        "description": "characters may start only in the sections of the room (its hexes joined around the "
        "obstacles) that hold monsters",
    },
    "march": {
        **_kind(
            "march",
            {
                "monsters": array(_MONSTER, minItems=1, maxItems=4, uniqueItems=True),
                "move": integer(1, 9),
                "toward": _HEXES,
            },
        ),
        "description": "these monsters do not act normally: each turn they walk their Move toward the nearest of "
        "the hexes, opening doors, then play their card without its moves (marches.py)",
    },
    "marked_hexes": {
        **_kind(
            "marked_hexes",
            {
                "monster": _MONSTER,
                "hexes": array(_HEX, minItems=1, maxItems=6, uniqueItems=True),
                "monsters": {
                    **array(_MONSTER, minItems=1, maxItems=6),
                    "description": "the monster type summoned on each hex (the Prime Demon's Summon Demon)",
                },
            },
            ("monsters",),
        ),
        "description": "the hexes the boss's special takes it (the Gloom's Teleport) or its throne (the Prime "
        "Demon's Throne moves) to, in the book's order a, b, c, ... then a again (marked_hexes.py, thrones.py)",
    },
    "perches": {
        **_kind(
            "perches",
            {
                "monster": _MONSTER,
                "perches": array(array(_HEX, minItems=2, maxItems=7, uniqueItems=True), minItems=1, maxItems=6),
            },
        ),
        "description": "the boulders the boss sits on, in the book's order a, b, c, ... (each its hexes, the first "
        "the one it stands on there): it fills the hexes of its perch and flies to the next on its special "
        "(perches.py)",
    },
    "hit_and_run": {
        **_kind("hit_and_run", {"monster": _MONSTER}),
        "description": "the monster is not set up; at the start of its turn, off the map, it appears on its next "
        "marked hex (marked_hexes), and it leaves the map after each melee attack (hit_and_run.py)",
    },
    "altar_travel": {
        **_kind("altar_travel", {"altars": array(_HEX, minItems=2, maxItems=2, uniqueItems=True)}),
        "description": "the altars are obstacles; a character beside one may spend 1 movement to step to a hex "
        "beside the other (altars.py)",
    },
    "carry": {
        **_kind(
            "carry",
            {
                "monsters": array(_MONSTER, minItems=1, maxItems=2, uniqueItems=True),
                "figure": _NAME,
                "toward": array(_HEX, minItems=1, maxItems=4),
                "altar": array(_HEX, minItems=1, maxItems=4),
            },
        ),
        "description": "these monsters do not act normally: together, with their Move, they carry the escort named "
        "toward the hexes, to sacrifice it beside the altar (the sacrificed loss; sacrifice.py)",
    },
    "dormant": {
        **_kind(
            "dormant",
            {"monsters": array(_MONSTER, minItems=1, maxItems=8, uniqueItems=True), "until": ref("RuleEventOccupy")},
        ),
        "description": "these monsters neither act nor can be affected until the event; then they act as if just "
        "revealed (scenario_rules.inactive_types)",
    },
    "hostile_to_all": {
        **_kind(
            "hostile_to_all",
            {"monsters": array(_MONSTER, minItems=1, maxItems=8, uniqueItems=True), "after": _event()},
            ("after",),
        ),
        "description": "these monsters are enemies to the characters and to every other monster type "
        "(once the event holds)",
    },
    "delay_monsters": {
        **_kind(
            "delay_monsters",
            {
                "monsters": array(_MONSTER, minItems=1, maxItems=8, uniqueItems=True),
                "until": {"anyOf": [ref("RuleEventMonstersDead"), ref("RuleEventEscortSaved")]},
            },
        ),
        "description": "these types are not set up with their room; the revealed rooms' ones are placed as the "
        "event happens (the last monster of its types dies), or at the end of its round (round_end) (rule_events.py)",
    },
    "reveal": _kind("reveal", {"rooms": array(integer(0, 99), minItems=1, maxItems=20, uniqueItems=True)}),
    "split_start": _kind("split_start", {"rooms": array(integer(0, 99), minItems=2, maxItems=4, uniqueItems=True)}),
    "stat_bonus": {
        **_kind(
            "stat_bonus",
            {
                "monsters": array(_MONSTER, minItems=1, maxItems=8, uniqueItems=True),
                "per_figure_standing": array(_NAME, minItems=1, maxItems=12, uniqueItems=True),
                "per_monster_on_map": _MONSTER,
                "per_token_left": obj(
                    {
                        "tokens": integer(1, 20),
                        "lost_per_kill": array(_MONSTER, minItems=1, maxItems=8, uniqueItems=True),
                    },
                    description="tokens placed, one removed as each monster of these types dies",
                ),
                **{stat: {"type": "number", "minimum": -10, "maximum": 10} for stat in ("attack", "move", "range")},
                "hp": {"type": "number", "minimum": -10, "maximum": 10},
                "shield": {"type": "number", "minimum": -10, "maximum": 10},
                "rounding": const("up"),
                "melee_range": {"type": "boolean", "enum": [False], "description": "melee attacks gain no range"},
                "after": _event(),
            },
            (
                "per_figure_standing",
                "per_monster_on_map",
                "per_token_left",
                "attack",
                "move",
                "range",
                "hp",
                "shield",
                "rounding",
                "melee_range",
                "after",
            ),
        ),
        "oneOf": [
            {"required": ["per_figure_standing"]},
            {"required": ["per_monster_on_map"], "not": {"required": ["hp"]}},
            {"required": ["per_token_left"], "not": {"required": ["hp"]}},
        ],
        "description": "stats added per standing objective, per monster of a type on the map or per token left "
        "(stat_bonuses.py)",
    },
    "aura": {
        **_kind(
            "aura",
            {
                "who": {"enum": ["monsters", "characters_and_summons"]},
                "while_figure": _NAME,
                "around_figures": array(_NAME, minItems=1, maxItems=12, uniqueItems=True),
                "around_hexes": _HEXES,
                "range": integer(1, 9),
                "attack": integer(-5, 5),
                "advantage": const_true(),
                "disadvantage": const_true(),
                "heal_turn_start": integer(1, 9),
                "damage_turn_start": integer(1, 9),
                "after": _event(),
            },
            (
                "while_figure",
                "around_figures",
                "around_hexes",
                "range",
                "attack",
                "advantage",
                "disadvantage",
                "heal_turn_start",
                "damage_turn_start",
                "after",
            ),
        ),
        "oneOf": [
            {
                "required": ["while_figure"],
                "not": {"anyOf": [{"required": [m]} for m in ("around_figures", "around_hexes", "range")]},
            },
            {"required": ["around_figures", "range"], "not": {"required": ["around_hexes"]}},
            {"required": ["around_hexes", "range"], "not": {"required": ["around_figures"]}},
            {
                "not": {
                    "anyOf": [{"required": [m]} for m in ("while_figure", "around_figures", "around_hexes", "range")]
                }
            },
        ],
        "description": "effects on figures while an objective stands, near one or near hexes, or everywhere (auras.py)",
    },
    "indestructible": {
        **_kind(
            "indestructible",
            {
                "overlays": array({"type": "string", "maxLength": 40}, minItems=1, maxItems=10, uniqueItems=True),
                "room": integer(0, 99),
                "blocks_los": const_true(),
            },
            ("room", "blocks_los"),
        ),
        "description": "these obstacles (in the room) cannot be destroyed; blocks_los: nor moved through in any "
        "way, and they block line of sight (walls around them: scenario_rules.opaque)",
    },
}
#: An objective: "an enemy to the characters" with the hit points of its formula (``objectives``).
OBJECTIVE = obj(
    {
        "kind": const("objective"),
        "name": _NAME,
        "hp": {"anyOf": [integer(1, 999), {"type": "string", "maxLength": 40}], "description": "a formula of C and L"},
        "rounding": {"enum": ["down", "up"], "description": "a division in the formula rounds down (or up)"},
        "hex": {**nullable(_HEX), "description": "null only for a summoned one"},
        "door": {**const_true(), "description": "on a door, which opens as it is destroyed"},
        "hexes": {**array(_HEX, minItems=2, maxItems=7), "description": "every hex it fills, its hex among them"},
        "summoned": {
            "type": "boolean",
            "enum": [True],
            "description": "not set up: a boss summons it, as '<name> N' (eggs.py)",
        },
        "initiative": {**integer(1, 99), "description": "for the focus of the characters' summons"},
        "hatches": obj(
            {"monster": _MONSTER, "rank": {"enum": ["normal", "elite"]}},
            description="(summoned) the monster each spawns on its hex as the boss hatches them",
        ),
        "summons_attack_only_if_controlled": {
            "type": "boolean",
            "enum": [True],
            "description": "character summons attack it only when a character controls them",
        },
        "shares_hp_with": {
            **_MONSTER,
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
        "name": _NAME,
        "hex": _HEX,
        "players": {
            **array(_RANK, minItems=3, maxItems=3),
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
        "name": _NAME,
        "hp": {"anyOf": [integer(1, 999), {"type": "string", "maxLength": 40}], "description": "a formula of C and L"},
        "initiative": integer(1, 99),
        "hex": _HEX,
        "door": {**const_true(), "description": "on a door, which opens as it is killed"},
        "hexes": {**array(_HEX, minItems=2, maxItems=7), "description": "every hex it fills, its hex among them"},
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
                        **_NAME,
                        "description": "+1 Attack for each figure freed whose name starts so (tally.freed)",
                    },
                    "toward": _HEXES,
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
ROUNDS: dict[str, JSON] = {
    "spawn": _beside_a_figure(
        _timed(
            "spawn",
            {
                "monster": _MONSTER,
                "ranks": {
                    **array({"enum": ["normal", "elite", "alternate", None]}, minItems=3, maxItems=3),
                    "description": "for 2, 3, 4 characters; alternate: normal, then elite, and so on (tally.spawned)",
                },
                "hex": {"anyOf": [_HEX, {"type": "null"}]},
                "beside": {**const_true(), "description": "on the nearest empty hex beside it"},
                "at_figure": _NAME,
                "unless": _event(),
            },
            optional=("at_figure", "beside", "unless"),
        )
    ),
    "elements": _timed(
        "elements",
        {
            "strong": _ELEMENTS,
            "inert": _ELEMENTS,
            "requires_party_achievement": {**_MONSTER, "description": "only for a party with it (options)"},
        },
        optional=("requires_party_achievement",),
    ),
    "damage": {
        **_also(
            {"oneOf": [{"required": ["who"]}, {"required": ["monsters"]}, {"required": ["figures"]}]},
            "damage",
            {
                "who": {"enum": ["characters_and_summons", "all_figures"]},
                "monsters": array(_MONSTER, minItems=1, maxItems=8, uniqueItems=True),
                "figures": {
                    **array(_NAME, minItems=1, maxItems=8, uniqueItems=True),
                    "description": "the scenario's figures (off the map with off_map: accumulate, kept for them)",
                },
                "unless": _event(),
                "room": integer(0, 99),
                "amount": {"type": "string", "maxLength": 40, "description": "a formula of C and L"},
                "while_figure": {**_NAME, "description": "only while this objective or escort stands"},
                "off_map": {
                    **const("accumulate"),
                    "description": "(monsters) with none on the map, the damage waits for the next one set up",
                },
            },
            ("who", "monsters", "figures", "room", "while_figure", "off_map", "unless"),
        ),
        "description": "at the start or end of those rounds, the characters and summons (all figures: "
        "monsters too) in the room, or everywhere, suffer the damage; or the monsters of these types",
    },
    "heal": {
        **_timed(
            "heal",
            {
                "monsters": array(_MONSTER, minItems=1, maxItems=8, uniqueItems=True),
                "amount": {"type": "string", "maxLength": 40, "description": "a formula of C and L"},
                "per_figure_standing": array(_NAME, minItems=1, maxItems=12, uniqueItems=True),
            },
            ("per_figure_standing",),
        ),
        "description": "the monsters of these types heal the amount (times the named figures standing)",
    },
    "destroy_figure": {
        **_timed("destroy_figure", {"figure": _NAME}),
        "description": "the objective or escort is destroyed, if it still stands",
    },
    "place_traps": {
        **_timed("place_traps", {"hexes": _HEXES, "trap": const("damage")}),
        "description": "damage traps (the scenario's trap damage) placed on the hexes; a figure that does not "
        "fly standing on one springs it at once",
    },
    "inactive": _every_kth(_timed("inactive", {"monsters": array(_MONSTER, minItems=1, maxItems=8, uniqueItems=True)})),
    "condition_adjacent": {
        **_kind(
            "condition_adjacent",
            {
                "condition": {"enum": list(effects.NEGATIVE_CONDITIONS)},
                "who": const("enemies"),
                "when": _kind("figure_destroyed", {"figure": _NAME}),
            },
        ),
        "description": "each time an objective whose name starts so is destroyed, the characters' enemies "
        "adjacent to it gain the condition (rule_events.py)",
    },
    "replace_on_death": {
        **_kind("replace_on_death", {"hex": _HEX, "monster": _MONSTER, "by": _MONSTER}),
        "description": "when the monster set up on the hex dies, the other takes its place (special_rules.py)",
    },
}


def _union(kinds: dict[str, JSON] | tuple[str, ...], what: str) -> JSON:
    names = {k: "Rule" + "".join(p.capitalize() for p in f"{what}_{k}".split("_")) for k in kinds}
    return union(names, what)


#: The goals an ``any_of`` option may hold: those decided from the state alone (the others are
#: also read by the rules they drive: escapes, plates, tokens, escorts, deliveries).
ANY_OF_GOALS = (
    "kill_all",
    "kill_revealed",
    "kill",
    "kill_count",
    "loot",
    "reach",
    "survive",
    "reveal",
    "destroy",
    "piece_used",
)
GOALS["any_of"] = {
    **_kind(
        "any_of",
        {"options": array(array(_union(ANY_OF_GOALS, "goal"), minItems=1, maxItems=4), minItems=2, maxItems=4)},
    ),
    "description": "one of the options holds: each a list of goals that must all hold (#82's two conclusions)",
}


def vocabulary() -> dict[str, JSON]:
    """The JSON Schema definitions of a playable scenario's rules (``ScenarioRules``)."""
    defs: dict[str, JSON] = {"RuleEvent" + "".join(p.capitalize() for p in k.split("_")): v for k, v in EVENTS.items()}
    for what, kinds in (("goal", GOALS), ("loss", LOSSES), ("setup", SETUP), ("round", ROUNDS)):
        for k, schema in kinds.items():
            defs["Rule" + "".join(p.capitalize() for p in f"{what}_{k}".split("_"))] = schema
    defs["RuleObjective"] = OBJECTIVE
    defs["RuleEscort"] = ESCORT
    defs["RuleToken"] = TOKEN
    defs["ScenarioRules"] = obj(
        {
            "goal": array(_union(GOALS, "goal"), minItems=1, maxItems=6),
            "loss": array(_union(LOSSES, "loss"), maxItems=4),
            "setup": array(_union(SETUP, "setup"), maxItems=10),
            "rounds": array(_union(ROUNDS, "round"), maxItems=20),
            "figures": array(
                {"oneOf": [ref("RuleObjective"), ref("RuleEscort"), ref("RuleToken")]}, maxItems=MAX_FIGURES
            ),
            "allies": array(
                _MONSTER,
                maxItems=8,
                uniqueItems=True,
                description="monster types that fight for the characters: enemies to every other monster type",
            ),
        },
        optional=("loss", "setup", "rounds", "figures", "allies"),
        description="a scenario's goal, loss conditions and special rules (scenario_rules.py)",
    )
    return defs
