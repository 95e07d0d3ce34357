"""The goals and losses of the rules vocabulary (``vocabulary.py``): what wins a scenario and
what loses it besides every character exhausted, each kind a JSON Schema told apart by
``type``."""

from __future__ import annotations

from rules.core.schema import JSON, array, const, integer, obj

from .common import const_true
from .vocabulary_parts import BY_PLAYERS, HEXES, MAX_FIGURES, MONSTER, NAME, ROOM_GROUPS, any_event, rule_kind, union_of

GOALS: dict[str, JSON] = {
    "kill_all": rule_kind("kill_all", {"except": array(MONSTER, minItems=1, maxItems=8)}, ("except",)),
    "kill_revealed": rule_kind("kill_revealed", {}),
    "kill": rule_kind(
        "kill", {"monsters": array(MONSTER, minItems=1, maxItems=8), "count": integer(1, 99)}, ("count",)
    ),
    "kill_count": {
        **rule_kind(
            "kill_count",
            {
                "count": integer(1, 99),
                "per_character": integer(1, 20),
                "monsters": array(MONSTER, minItems=1, maxItems=8),
            },
            ("count", "per_character", "monsters"),
        ),
        "oneOf": [{"required": ["count"]}, {"required": ["per_character"]}],
    },
    "loot": {
        **rule_kind(
            "loot",
            {"treasures": array({"type": "string"}, minItems=1, maxItems=20), "count": integer(1, 20)},
            ("treasures", "count"),
        ),
        "oneOf": [{"required": ["treasures"]}, {"required": ["count"]}],
    },
    "reach": {
        **rule_kind(
            "reach",
            {
                "who": {"enum": ["all", "any"]},
                "hexes": HEXES,
                "room": integer(0, 99),
                "exhausted_on_hex_counts": {"type": "boolean"},
                "adjacent": {**const_true(), "description": "beside the hexes rather than on"},
                "carrying": {**NAME, "description": "the holder of this piece of the scenario's (pieces.py)"},
            },
            ("hexes", "room", "exhausted_on_hex_counts", "adjacent", "carrying"),
        ),
        "oneOf": [{"required": ["hexes"]}, {"required": ["room"]}],
    },
    "survive": rule_kind("survive", {"rounds": integer(1, 99)}),
    "reveal": rule_kind("reveal", {"room": {"anyOf": [integer(0, 99), const("all")]}}),
    "occupy": {
        **rule_kind("occupy", {"hexes": HEXES, "by_players": BY_PLAYERS}, ("hexes", "by_players")),
        "oneOf": [{"required": ["hexes"]}, {"required": ["by_players"]}],
    },
    "destroy": rule_kind("destroy", {"figures": array(NAME, minItems=1, maxItems=12, uniqueItems=True)}),
    "escort_reaches": rule_kind(
        "escort_reaches",
        {
            "figure": NAME,
            "hexes": HEXES,
            "adjacent": {"type": "boolean"},
            "count": {**integer(1, 12), "description": "that many escorts whose names start so"},
        },
        ("adjacent", "count"),
    ),
    "activate": {
        **rule_kind(
            "activate",
            {
                "figures": array(NAME, minItems=1, maxItems=MAX_FIGURES, uniqueItems=True),
                "by_players": obj({str(n): array(NAME, minItems=1, maxItems=MAX_FIGURES) for n in (2, 3, 4)}),
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
        **rule_kind("piece_used", {"pieces": array(NAME, minItems=1, maxItems=8, uniqueItems=True)}),
        "description": "one of the pieces was discarded for its use (tally.used) (pieces.py)",
    },
    "deliver": {
        **rule_kind("deliver", {"piece": NAME, "hexes": HEXES, "charged": const_true()}, ("charged",)),
        "description": "the piece's holder ends a turn beside one of the hexes (the piece fully charged) (pieces.py)",
    },
    "loot_each": {
        **rule_kind("loot_each", {"treasures": array(const("goal"), minItems=1, maxItems=1)}),
        "description": "every character has looted a goal treasure tile (tally.goal_looters)",
    },
    "escape": {
        **rule_kind("escape", {"hexes": HEXES}),
        "description": "at each round's end the characters on the hexes leave the scenario; won when all have",
    },
}
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
    **rule_kind(
        "any_of",
        {"options": array(array(union_of(ANY_OF_GOALS, "goal"), minItems=1, maxItems=4), minItems=2, maxItems=4)},
    ),
    "description": "one of the options holds: each a list of goals that must all hold (#82's two conclusions)",
}

LOSSES: dict[str, JSON] = {
    "round_limit": rule_kind("round_limit", {"rounds": integer(1, 99)}),
    "figure_dies": rule_kind(
        "figure_dies",
        {"figure": NAME, "count": integer(1, 12), "match": const("prefix")},
        ("count", "match"),
    ),
    "exhausted_off": {
        **rule_kind("exhausted_off", {"hexes": HEXES, "room": integer(0, 99)}, ("hexes", "room")),
        "oneOf": [{"required": ["hexes"]}, {"required": ["room"]}],
    },
    "any_exhausted": {
        **rule_kind("any_exhausted", {"after": any_event()}, ("after",)),
        "description": "a character becomes exhausted (once the event has happened)",
    },
    "exhausted_before_loot": {
        **rule_kind("exhausted_before_loot", {"scope": {"enum": ["all", "own"]}}),
        "description": "a character becomes exhausted before every goal treasure tile is looted (own: before it "
        "has looted one itself)",
    },
    "flooded": {
        **rule_kind("flooded", {}),
        "description": "a flood rule's water tile had to be added and could not: its room is full (flooding.py)",
    },
    "piece_lost": {
        **rule_kind("piece_lost", {"piece": NAME}),
        "description": "the piece has left play unused (its holder exhausted, the piece not dropped) (pieces.py)",
    },
    "room_empty": {
        **rule_kind("room_empty", {"rooms": ROOM_GROUPS["items"], "after": any_event()}, ("after",)),
        "description": "at any time (once the event has happened) no character still playing stands in the rooms "
        "(tally.emptied; presence.py)",
    },
    "monster_reaches": {
        **rule_kind("monster_reaches", {"monsters": array(MONSTER, minItems=1, maxItems=8), "hexes": HEXES}),
        "description": "at any time a monster of the types stands on one of the hexes (tally.alarm; presence.py)",
    },
    "characters_left": {
        **rule_kind("characters_left", {"count": integer(1, 3)}),
        "description": "no more than that many characters are left unexhausted",
    },
    "sacrificed": {
        **rule_kind("sacrificed", {}),
        "description": "a carrier started its turn beside the altar with the carried figure beside it too "
        "(a carry rule; sacrifice.py)",
    },
}
