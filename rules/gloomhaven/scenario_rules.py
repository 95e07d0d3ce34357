"""Each scenario's goal, loss conditions and special rules as data, in a closed vocabulary.

``data/agpl/scenario_rules.json`` holds one entry per scenario (its README names the
sources); ``VOCABULARY`` is the part of it the engine plays. An entry is *playable* when it is
marked complete, every rule in it is in the vocabulary, its map exists and every monster it
can put on the map has stats and an ability deck (``playable``). ``goals.py`` decides the
outcome, ``special_rules.py`` performs the setup and timed rules.

The vocabulary (each kind is one JSON object told apart by ``type``):

* goal, all of which must hold at the end of a round: ``kill_all`` (every room revealed, no
  enemy left), ``kill_revealed`` (no enemy left on the map), ``kill`` (every monster of
  ``monsters`` killed, or ``count`` of them), ``kill_count`` (``count``, or ``per_character``
  × C enemies killed), ``loot`` (the ``treasures`` named, or ``count`` treasure tiles),
  ``reach`` (``who``: all or any character on ``hexes`` or in ``room``), ``survive``
  (``rounds`` rounds ended), ``reveal`` (``room`` revealed);
* loss, besides every character exhausted: ``round_limit`` (the scenario is lost when round
  ``rounds`` ends and the goal is not met);
* setup: ``add_modifiers`` (``count`` ``card`` cards into ``who``'s modifier decks),
  ``level_adjust`` (``monster`` at ``plus`` levels above the monster level), ``elements``
  (``strong`` and ``inert`` elements);
* rounds: ``spawn`` (at the start or end of the rounds listed in ``rounds``, or of every
  ``every``-th round, a ``monster`` of the rank ``ranks`` gives for 2, 3 and 4 characters on
  ``hex``; a hex that is occupied takes the nearest empty hex), ``elements`` (``strong`` and
  ``inert`` elements at the start or end of those rounds).
"""

from __future__ import annotations

import dataclasses
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema_rs
import orjson

from rules.core.schema import JSON, array, const, integer, obj, ref, union

from . import content, effects, scenarios

PATH = Path(__file__).parent / "data" / "agpl" / "scenario_rules.json"
_HEX = array(integer(-999, 999), minItems=2, maxItems=2)
_HEXES = array(_HEX, minItems=1, maxItems=60)
_BY_PLAYERS = obj({str(n): _HEXES for n in (2, 3, 4)})
_NAME = {"type": "string", "minLength": 1, "maxLength": 40}
_MONSTER = {"type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"}
_RANK = {"enum": ["normal", "elite", None]}
_ELEMENTS = array({"enum": list(effects.ELEMENTS)}, uniqueItems=True, maxItems=6)
_ROUNDS = array(integer(1, 99), minItems=1, maxItems=40, uniqueItems=True)


def _kind(name: str, members: dict[str, JSON], optional: tuple[str, ...] = ()) -> JSON:
    return obj({"type": const(name), **members}, optional=optional)


#: Events a rule waits for (``after``), stops at (``until``) or fires on once (``when``):
#: each is a fact of the state when the rule is looked at (``triggers.py``).
EVENTS: dict[str, JSON] = {
    "room_revealed": _kind("room_revealed", {"room": integer(0, 99)}),
    "monsters_dead": _kind("monsters_dead", {"monsters": array(_MONSTER, minItems=1, maxItems=8)}),
    "killed": _kind("killed", {"monster": _MONSTER, "count": integer(1, 99)}),
    "looted": {
        **_kind(
            "looted",
            {"treasures": array({"type": "string", "maxLength": 20}, minItems=1, maxItems=20), "count": integer(1, 20)},
            ("treasures", "count"),
        ),
        "oneOf": [{"required": ["treasures"]}, {"required": ["count"]}],
    },
}


def _event() -> JSON:
    names = {k: "RuleEvent" + "".join(p.capitalize() for p in k.split("_")) for k in EVENTS}
    return union(names, "an event (a fact of the state) a rule waits for, stops at or fires on")


def _timed(name: str, members: dict[str, JSON]) -> JSON:
    """A rule of given rounds (``rounds``, or ``every`` k-th from round ``from``) at their
    ``start`` or end, while ``after`` holds and until ``until`` does; or, with ``when``, once:
    as a room is revealed, or (``start: false``) at the end of the round in which the event
    came to hold."""
    when = {
        "rounds": _ROUNDS,
        "every": integer(1, 99),
        "from": integer(1, 99),
        "start": {"type": "boolean"},
        "after": _event(),
        "until": _event(),
        "when": _event(),
    }
    schema = _kind(name, {**when, **members}, optional=("rounds", "every", "from", "start", "after", "until", "when"))
    schema["oneOf"] = [{"required": ["rounds"]}, {"required": ["every"]}, {"required": ["when"]}]
    # at once: only as a room is revealed; any other event, at the end of its round
    schema["allOf"] = [
        {
            "if": {"required": ["when"], "not": {"required": ["start"]}},
            "then": {"properties": {"when": {"$ref": "#/$defs/RuleEventRoomRevealed"}}},
        },
        {"if": {"required": ["when", "start"]}, "then": {"properties": {"start": {"enum": [False]}}}},
    ]
    return schema


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
            },
            ("hexes", "room", "exhausted_on_hex_counts"),
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
        "escort_reaches", {"figure": _NAME, "hexes": _HEXES, "adjacent": {"type": "boolean"}}, ("adjacent",)
    ),
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
    "loot_action_only": _kind(
        "loot_action_only", {"treasures": array({"type": "string", "maxLength": 20}, maxItems=20)}
    ),
    "elements": _kind("elements", {"strong": _ELEMENTS, "inert": _ELEMENTS}),
    "lock_doors": _kind(
        "lock_doors",
        {
            "doors": _HEXES,
            "opens": {
                "oneOf": [
                    _kind("round", {"round": integer(1, 99), "start": {"type": "boolean", "enum": [True]}}),
                    _kind("plate", {"hexes": _HEXES}),
                    _kind("occupy", {"by_players": _BY_PLAYERS}),
                    _kind("boss_special", {"monster": _MONSTER}),
                    _kind("figure_destroyed", {}),
                    _kind("all_on_plates", {"hexes": _HEXES}),
                ],
                "description": "at the start of a round; when a character ends its turn on a plate; when, as "
                "a character's turn ends, a character stands on every hex listed for the party size; when the "
                "boss's special opens them (boss_doors.py); when the door objective on each is destroyed; or "
                "when, as a character's turn ends, every character stands on one of the hexes",
            },
            "order": {"type": "boolean", "enum": [True], "description": "the boss opens them in list order"},
        },
        optional=("order",),
    ),
    "stat_bonus": {
        **_kind(
            "stat_bonus",
            {
                "monsters": array(_MONSTER, minItems=1, maxItems=8, uniqueItems=True),
                "per_figure_standing": array(_NAME, minItems=1, maxItems=12, uniqueItems=True),
                "per_monster_on_map": _MONSTER,
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
        ],
        "description": "stats added per standing objective or per monster of a type on the map (stat_bonuses.py)",
    },
    "aura": {
        **_kind(
            "aura",
            {
                "who": {"enum": ["monsters", "characters_and_summons"]},
                "while_figure": _NAME,
                "around_figures": array(_NAME, minItems=1, maxItems=12, uniqueItems=True),
                "range": integer(1, 9),
                "attack": integer(-5, 5),
                "advantage": {"type": "boolean", "enum": [True]},
                "disadvantage": {"type": "boolean", "enum": [True]},
                "heal_turn_start": integer(1, 9),
                "damage_turn_start": integer(1, 9),
                "after": _event(),
            },
            (
                "while_figure",
                "around_figures",
                "range",
                "attack",
                "advantage",
                "disadvantage",
                "heal_turn_start",
                "damage_turn_start",
                "after",
            ),
        ),
        "oneOf": [{"required": ["while_figure"]}, {"required": ["around_figures", "range"]}],
        "description": "effects on figures while an objective stands or near one (auras.py)",
    },
    "indestructible": _kind(
        "indestructible",
        {"overlays": array({"type": "string", "maxLength": 40}, minItems=1, maxItems=10, uniqueItems=True)},
    ),
}
#: An objective: "an enemy to the characters" with the hit points of its formula (``objectives``).
OBJECTIVE = obj(
    {
        "kind": const("objective"),
        "name": _NAME,
        "hp": {"anyOf": [integer(1, 999), {"type": "string", "maxLength": 40}], "description": "a formula of C and L"},
        "rounding": {"enum": ["down"], "description": "a division in the formula rounds down"},
        "hex": _HEX,
        "door": {"type": "boolean", "enum": [True], "description": "on a door, which opens as it is destroyed"},
    },
    optional=("rounding", "door"),
    description="a scenario figure the engine plays: an objective on one hex (objectives.py)",
)
#: An escort that does not act: an ally of the characters the monsters focus on (``objectives``).
ESCORT = obj(
    {
        "kind": const("escort"),
        "name": _NAME,
        "hp": {"anyOf": [integer(1, 999), {"type": "string", "maxLength": 40}], "description": "a formula of C and L"},
        "initiative": integer(1, 99),
        "hex": _HEX,
        "acts": obj(
            {"move": integer(1, 9), "toward": _HEXES, "opens_doors": {"type": "boolean", "enum": [True]}},
            optional=("opens_doors",),
            description="each turn: Move toward the hexes, opening doors (escorts.py)",
        ),
    },
    optional=("acts",),
    description="a scenario figure the engine plays: an escort (objectives.py, escorts.py)",
)
ROUNDS: dict[str, JSON] = {
    "spawn": _timed("spawn", {"monster": _MONSTER, "ranks": array(_RANK, minItems=3, maxItems=3), "hex": _HEX}),
    "elements": _timed("elements", {"strong": _ELEMENTS, "inert": _ELEMENTS}),
}


def _union(kinds: dict[str, JSON], what: str) -> JSON:
    names = {k: "Rule" + "".join(p.capitalize() for p in f"{what}_{k}".split("_")) for k in kinds}
    return union(names, what)


def vocabulary() -> dict[str, JSON]:
    """The JSON Schema definitions of a playable scenario's rules (``ScenarioRules``)."""
    defs: dict[str, JSON] = {"RuleEvent" + "".join(p.capitalize() for p in k.split("_")): v for k, v in EVENTS.items()}
    for what, kinds in (("goal", GOALS), ("loss", LOSSES), ("setup", SETUP), ("round", ROUNDS)):
        for k, schema in kinds.items():
            defs["Rule" + "".join(p.capitalize() for p in f"{what}_{k}".split("_"))] = schema
    defs["RuleObjective"] = OBJECTIVE
    defs["RuleEscort"] = ESCORT
    defs["ScenarioRules"] = obj(
        {
            "goal": array(_union(GOALS, "goal"), minItems=1, maxItems=6),
            "loss": array(_union(LOSSES, "loss"), maxItems=4),
            "setup": array(_union(SETUP, "setup"), maxItems=10),
            "rounds": array(_union(ROUNDS, "round"), maxItems=20),
            "figures": array({"oneOf": [ref("RuleObjective"), ref("RuleEscort")]}, maxItems=12),
        },
        optional=("loss", "setup", "rounds", "figures"),
        description="a scenario's goal, loss conditions and special rules (scenario_rules.py)",
    )
    return defs


@cache
def _validator() -> jsonschema_rs.Draft202012Validator:
    document = {"$schema": "https://json-schema.org/draft/2020-12/schema", "$defs": vocabulary()}
    document["$ref"] = "#/$defs/ScenarioRules"
    return jsonschema_rs.Draft202012Validator(document, validate_formats=False)


@cache
def _entries() -> dict[str, dict[str, Any]]:
    if not PATH.is_file():
        return {}
    data: dict[str, dict[str, Any]] = orjson.loads(PATH.read_bytes())
    return data


#: Members of a rule that document it (where a hex comes from) and play no part.
NOTES = ("hex_source", "toward_source")


def played(entry: dict[str, Any]) -> dict[str, Any]:
    """The members of an entry the engine plays, without the notes (a figure's ``acts``'
    too)."""
    return {
        k: [_unnoted(rule) for rule in entry[k]] for k in ("goal", "loss", "setup", "rounds", "figures") if entry.get(k)
    }


def _unnoted(rule: dict[str, Any]) -> dict[str, Any]:
    return {m: _unnoted(v) if isinstance(v, dict) else v for m, v in rule.items() if m not in NOTES}


def problems(number: int) -> list[str]:
    """Why scenario ``number`` is not playable yet (empty: it is)."""
    entry = _entries().get(str(number))
    if entry is None:
        return ["no rules entry"]
    if not entry.get("complete"):
        return [f"incomplete: {entry.get('missing') or 'rules not encoded'}"]
    found = [f"the engine does not play {kind} yet" for kind in unplayed_kinds(entry)]
    if not found:
        errors = _validator().iter_errors(played(entry))
        found = [f"{''.join(f'[{p}]' for p in e.instance_path)}: {e.message}" for e in errors]
    try:
        scenario = corrected_map(number)
    except KeyError:
        return [*found, "no map"]
    known, decks = content.monsters(), content.monster_decks()
    for kind in sorted(monster_types(scenario, entry)):
        if kind not in known:
            found.append(f"no stats for {kind}")
        elif known[kind]["deck"] not in decks:
            found.append(f"no ability deck for {kind} ({known[kind]['deck']})")
    return found


#: Members of an entry the engine does not play yet: any entry that has them is not playable.
NOT_PLAYED = ("allies",)


def unplayed_kinds(entry: dict[str, Any]) -> list[str]:
    """The rule kinds (and members) of an entry outside the vocabulary the engine plays."""
    known = {"goal": GOALS, "loss": LOSSES, "setup": SETUP, "rounds": ROUNDS}
    found = [member for member in NOT_PLAYED if entry.get(member)]
    for figure in entry.get("figures", []):
        schema = {"objective": OBJECTIVE, "escort": ESCORT}.get(figure["kind"])
        extra = sorted(set(figure) - set(schema["properties"]) - set(NOTES)) if schema else []
        acting = set(figure.get("acts", {})) - set(ESCORT["properties"]["acts"]["properties"]) - set(NOTES)
        if schema is None:
            found.append(f"{figure['kind']} figures")
        elif figure["kind"] == "escort" and acting:
            found.append(f"escorts that {', '.join(sorted(acting))}")
        elif extra or figure.get("rounding", "down") != "down":
            found.append(f"{figure['kind']}s with {', '.join(extra or ['rounding up'])}")
    found = list(dict.fromkeys(found))
    for part, kinds in known.items():
        found += sorted({r["type"] for r in entry.get(part, []) if r["type"] not in kinds})
    return found


def summary(number: int) -> str:
    """One line for the scenario table: whether the engine plays the scenario, or why not."""
    entry = _entries().get(str(number))
    if entry is None or entry.get("map") is False:
        return "no map"
    if not entry.get("complete"):
        return "rules data incomplete"
    found = problems(number)
    if not found:
        return "plays"
    kinds = unplayed_kinds(entry)
    decks = sorted({p.split("(")[-1].rstrip(")") for p in found if p.startswith("no ability deck")})
    parts = [f"rules: {', '.join(kinds)}"] if kinds else []
    parts += [f"decks: {', '.join(decks)}"] if decks else []
    parts += [p for p in found if not p.startswith(("no ability deck", "the engine does not play"))][:1]
    return "not yet: " + "; ".join(parts)


def monster_types(scenario: scenarios.Scenario, entry: dict[str, Any]) -> set[str]:
    """Every monster type the scenario can put on the map: placed, added by its rules, spawned."""
    kinds = {m.monster for m in scenario.monsters} | set(scenario.additional_monsters)
    return kinds | {r["monster"] for r in entry.get("rounds", []) if r["type"] == "spawn"}


@cache
def playable() -> tuple[int, ...]:
    """The scenarios the engine sets up and plays to their end, sorted."""
    return tuple(n for n in scenarios.numbers() if not problems(n))


@cache
def rules(number: int) -> dict[str, Any]:
    """A playable scenario's rules (``KeyError`` for any other); shared, never to be changed."""
    if number not in playable():
        raise KeyError(f"scenario {number} is not playable: {'; '.join(problems(number))}")
    return played(_entries()[str(number)])


def rules_of(state: dict[str, Any]) -> dict[str, Any]:
    """The rules of the scenario a state plays (a custom scenario brings its own)."""
    chosen = state["options"]["scenario"]
    if isinstance(chosen, dict):
        return played(chosen["rules"])
    return rules(chosen)


def monster_level(state: dict[str, Any], kind: str) -> int:
    """The level a monster type fights at: the monster level, or a special rule's "+2 levels"
    (within 0–7)."""
    level = int(state["levels"]["monster"])
    for rule in rules_of(state).get("setup", []):
        if rule["type"] == "level_adjust" and rule["monster"] == kind:
            level += rule["plus"]
    return max(0, min(7, level))


def monster_stats(state: dict[str, Any], kind: str, elite: bool) -> dict[str, Any]:
    """The stats a monster of type ``kind`` fights with in the state's scenario (with the
    ``stat_bonus`` rules that hold now)."""
    from . import stat_bonuses  # it reads this module's rules

    stats = content.monster_stats(kind, monster_level(state, kind), elite, len(state["characters"]))
    return stat_bonuses.apply(state, kind, stats)


@cache
def corrected_map(number: int) -> scenarios.Scenario:
    """Published scenario ``number`` with its entry's ``monster_corrections`` applied: where
    the sources disagree with VGB's placements (the entry gives each reason), a monster of the
    room and hex named is replaced (``was``), removed (``remove``) or added (``add``)."""
    scenario = scenarios.load(number)
    monsters = list(scenario.monsters)
    for fix in _entries().get(str(number), {}).get("monster_corrections", []):
        placed = scenarios.Monster(fix["monster"], tuple(fix["hex"] or ()), fix["room"], tuple(fix["players"]))
        if fix.get("add"):
            if fix["hex"] is not None:
                monsters.append(placed)
            continue
        was = fix["was"]
        found = next(
            k
            for k, m in enumerate(monsters)
            if m.room == fix["room"] and list(m.hex) == fix["hex"] and m.monster == was["monster"]
        )
        if fix.get("remove"):
            del monsters[found]
        else:
            monsters[found] = placed
    return dataclasses.replace(scenario, monsters=tuple(monsters))


def indestructible(state: dict[str, Any]) -> set[str]:
    """The kinds of obstacle the scenario says cannot be destroyed ("the dark pits cannot be
    destroyed")."""
    return {kind for r in rules_of(state).get("setup", []) if r["type"] == "indestructible" for kind in r["overlays"]}


def locked_doors(state: dict[str, Any]) -> set[tuple[int, int]]:
    """The door hexes a ``lock_doors`` rule keeps shut: "the doors open at the start of round
    2" — until then no figure enters them (they are not on the map); a door a plate or a
    boss opens stays shut while the room behind it is hidden. A door an objective stands on
    is on the map: the objective, an enemy, keeps the characters out until destroyed."""
    from .rooms import closed_doors  # rooms reads the rules as it reveals a room

    locked: set[tuple[int, int]] = set()
    closed = None
    for rule in rules_of(state).get("setup", []):
        if rule["type"] != "lock_doors":
            continue
        opens = rule["opens"]
        doors = {(h[0], h[1]) for h in rule["doors"]}
        if opens["type"] == "round":
            locked |= doors if state["round"] < opens["round"] else set()
        elif opens["type"] == "figure_destroyed":
            continue  # the door objective on it keeps it shut (``objectives``)
        else:
            closed = closed_doors(state) if closed is None else closed
            locked |= doors & set(closed)
    return locked
