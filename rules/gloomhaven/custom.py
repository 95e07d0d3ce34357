"""Custom scenarios: a whole scenario brought as data in the options, so frontends and fan
designers can play their own maps.

``"scenario": {...}`` in place of a scenario number holds a map in the format of the
scenario files (``scenarios.py``: rooms of axial hexes, doors, thin walls, overlays, monster
placements for 2, 3 and 4 characters) and its ``rules`` in the vocabulary of
``scenario_rules`` (goal, loss conditions, setup and timed rules). ``SCHEMA`` (published as
``CustomScenario``) bounds every part; ``check`` adds what a schema cannot say (the same
checks as the scenario files, known monster types with ability decks, rules hexes and rooms
on the map, starting hexes for the party). A checked scenario is kept in a small cache keyed
by its canonical text, so a request pays for the check once.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

import orjson

from rules.core import InvalidOptions
from rules.core.schema import JSON, array, integer, obj, ref

from . import content, formulas, scenario_rules, scenarios, treasures

#: Bounds of a custom scenario: a few times the largest published scenario (#107: 167
#: hexes; #111: 9 rooms; #12: 45 monster placements).
MAX_ROOMS = 20
MAX_ROOM_HEXES = 200
MAX_HEXES = 500
NUMBER = 0  # a custom scenario's number in events and pictures

_HEX = array(integer(-99, 99), minItems=2, maxItems=2)
_NAME = {"type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$", "maxLength": 40}


def schema() -> JSON:
    """The JSON Schema of a custom scenario (``CustomScenario``); marked too large for the
    shared conformance suite to draw at random (``tests/gloomhaven/test_custom_scenarios.py``
    plays custom scenarios)."""
    schema = obj(
        {
            "name": {"type": "string", "minLength": 1, "maxLength": 60},
            "rooms": array(
                obj(
                    {
                        "id": integer(0, MAX_ROOMS - 1),
                        "tile": _NAME,
                        "hexes": array(_HEX, minItems=1, maxItems=MAX_ROOM_HEXES),
                    }
                ),
                minItems=1,
                maxItems=MAX_ROOMS,
                description="room 0 first; ids 0, 1, ... in order",
            ),
            "doors": array(
                obj(
                    {
                        "hex": _HEX,
                        "rooms": array(integer(0, MAX_ROOMS - 1), minItems=2, maxItems=2),
                        "kind": {"enum": list(scenarios.DOOR_KINDS)},
                    }
                ),
                maxItems=100,
            ),
            "thin_walls": array(array(_HEX, minItems=2, maxItems=2), maxItems=500),
            "overlays": array(
                obj(
                    {
                        "type": {"enum": list(scenarios.OVERLAY_TYPES)},
                        "kind": _NAME,
                        "amount": integer(1, 9),
                        "id": {"type": "string", "pattern": "^([0-9]{1,3}|goal|locked)$"},
                        "hexes": array(_HEX, minItems=1, maxItems=40),
                        "room": integer(0, MAX_ROOMS - 1),
                    },
                    optional=("kind", "amount", "id"),
                ),
                maxItems=200,
            ),
            "monsters": array(
                obj(
                    {
                        "monster": _NAME,
                        "hex": _HEX,
                        "room": integer(0, MAX_ROOMS - 1),
                        "players": array({"enum": [*scenarios.LEVELS, None]}, minItems=3, maxItems=3),
                    }
                ),
                maxItems=64,
            ),
            "additional_monsters": array(_NAME, maxItems=20, uniqueItems=True),
            "rules": ref("ScenarioRules"),
        },
        optional=("doors", "thin_walls", "overlays", "monsters", "additional_monsters"),
        description="a whole scenario as data (custom.py): map, overlays, monsters by party size, rules",
    )
    schema["x-no-random-draw"] = True
    return schema


def is_custom(options: dict[str, Any]) -> bool:
    return isinstance(options["scenario"], dict)


_CACHE: OrderedDict[bytes, scenarios.Scenario] = OrderedDict()
_CACHE_SIZE = 16


def load(data: dict[str, Any]) -> scenarios.Scenario:
    """The custom scenario ``data`` (schema-valid), checked; ``InvalidOptions`` with the reason."""
    text = orjson.dumps(data, option=orjson.OPT_SORT_KEYS)
    found = _CACHE.get(text)
    if found is None:
        found = _build(data)
        _CACHE[text] = found
        if len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    else:
        _CACHE.move_to_end(text)
    return found


def _build(data: dict[str, Any]) -> scenarios.Scenario:
    full = {"doors": [], "thin_walls": [], "overlays": [], "monsters": [], "additional_monsters": [], **data}
    full = {**full, "scenario": NUMBER, "source": "custom"}
    problems = scenarios.check_data(full)
    if sum(len(room["hexes"]) for room in full["rooms"]) > MAX_HEXES:
        problems.append(f"rooms: at most {MAX_HEXES} hexes in all")
    scenario = scenarios.build(full)
    problems += _monster_problems(scenario, data["rules"])
    problems += _rule_problems(scenario, data["rules"])
    if not scenario.starting_hexes():
        problems.append("overlays: at least one starting hex (type 'start')")
    if problems:
        raise InvalidOptions("scenario: " + "; ".join(problems[:5]))
    return scenario


def _monster_problems(scenario: scenarios.Scenario, rules: dict[str, Any]) -> list[str]:
    known, decks = content.monsters(), content.monster_decks()
    found = []
    for kind in sorted(scenario_rules.monster_types(scenario, rules)):
        if kind not in known:
            found.append(f"no monster type {kind!r}")
        elif known[kind]["deck"] not in decks:
            found.append(f"the ability deck of {kind!r} is not encoded yet")
    return found


def _rule_problems(scenario: scenarios.Scenario, rules: dict[str, Any]) -> list[str]:
    cells = scenario.open_hexes([room.id for room in scenario.rooms])
    rooms = {room.id for room in scenario.rooms}
    found = []
    for part in ("goal", "loss", "setup", "rounds", "figures"):
        for k, rule in enumerate(rules.get(part, [])):
            if any((h[0], h[1]) not in cells for r in _within(rule) for h in _hexes_of(r)):
                found.append(f"rules.{part}[{k}]: a hex that is not on the map")
            if "room" in rule and rule["room"] not in rooms:
                found.append(f"rules.{part}[{k}]: no room {rule['room']}")
            if not _rooms_named(rule) <= rooms:
                found.append(f"rules.{part}[{k}]: rooms {sorted(_rooms_named(rule) - rooms)} are not the scenario's")
            if isinstance(rule.get("amount"), str) and not _formula_within(rule["amount"], 0, 99):
                found.append(f"rules.{part}[{k}].amount: a formula of C and L, 0-99 for every party size and level")
    return found + _figure_problems(scenario, rules) + _piece_problems(cells, rules)


def _boss(kind: str) -> bool:
    """Monster type ``kind`` is a boss (not a named monster, not unknown)."""
    return content.monsters().get(kind, {}).get("boss") == "boss"


def _perch_problem(rule: dict[str, Any]) -> str:
    """What is wrong with a ``perches`` rule: its monster is not a boss (one figure), or its
    perches share a hex (empty: nothing)."""
    if not _boss(rule["monster"]):
        return "perches: a boss's"
    hexes = [tuple(h) for perch in rule["perches"] for h in perch]
    return "perches: no hex in two of them" if len(set(hexes)) != len(hexes) else ""


def _rooms_named(rule: dict[str, Any]) -> set[Any]:
    """The room ids a rule's ``rooms`` (or groups of rooms) name, and its events'."""
    found: set[Any] = set()
    for part in (rule, *(rule.get(m, {}) for m in ("when", "after", "until", "unless", "opens"))):
        for value in (part.get("rooms", []), part.get("characters_in", [])):
            for item in value if isinstance(value, list) else []:
                found |= set(item) if isinstance(item, list) else {item}
    return found


def _piece_problems(cells: Any, rules: dict[str, Any]) -> list[str]:
    """Pieces: a name of their own, an ``nth`` treasure exactly when they come from one, a use
    beside hexes of the map with a damage formula of 0-99 on a known monster type, or on hexes of
    the map removing an item its treasure tile gives; the pieces a goal names among them."""
    found, names = [], []
    for k, rule in enumerate(rules.get("setup", [])):
        if rule["type"] != "piece":
            continue
        names.append(rule["name"])
        if ("nth" in rule) != (rule["from"] == "treasure"):
            found.append(f"rules.setup[{k}].nth: the treasure tile of a piece from a treasure, and only then")
        if ("tile" in rule) != (rule["from"] == "tile") or ("only_quest" in rule and "tile" not in rule):
            found.append(f"rules.setup[{k}].tile: the treasure tile of a piece from a tile, and only then")
        if ("quest" in rule) != (rule["from"] == "quest"):
            found.append(f"rules.setup[{k}].quest: the quest of a piece from a quest, and only then")
        if "charge" in rule and not _formula_within(rule["charge"]["amount"], 1, 999):
            found.append(f"rules.setup[{k}].charge.amount: a formula of C and L, 1-999 for every party size and level")
        use = rule.get("use")
        if use is None:
            continue
        if any((h[0], h[1]) not in cells for h in use.get("beside", []) + use.get("on", [])):
            found.append(f"rules.setup[{k}].use: a hex that is not on the map")
        if "item" in use:
            tile = rule.get("tile", "")
            if use["item"] not in treasures.table().get(int(tile) if tile.isdigit() else 0, {}).get("items", []):
                found.append(f"rules.setup[{k}].use.item: an item the treasure tile of a piece from a tile gives")
            continue
        if not _formula_within(use["damage"], 0, 99):
            found.append(f"rules.setup[{k}].use.damage: a formula of C and L, 0-99 for every party size and level")
        if use["monster"] not in content.monsters():
            found.append(f"rules.setup[{k}].use.monster: no monster type {use['monster']!r}")
    if len(set(names)) != len(names) or len(names) > 8:
        found.append("rules.setup: each piece's name once, at most 8 pieces")
    for part in ("goal", "loss"):
        for k, rule in ((k, r) for k, listed in enumerate(rules.get(part, [])) for r in _within(listed)):
            named = [rule["carrying"]] if "carrying" in rule else rule.get("pieces", [])
            named += [rule["piece"]] if rule["type"] in ("deliver", "piece_lost") else []
            if not set(named) <= set(names):
                found.append(f"rules.{part}[{k}]: a piece of rules.setup")
    return found


def _formula_within(formula: str, low: int, high: int) -> bool:
    """``formula`` parses and gives ``low``-``high`` for 1-4 characters at every level."""
    try:
        return all(low <= formulas.evaluate(formula, c, level) <= high for c in (1, 2, 3, 4) for level in range(8))
    except ValueError:
        return False


def _figure_problems(scenario: scenarios.Scenario, rules: dict[str, Any]) -> list[str]:
    """Objectives: a valid hit point formula, a name of their own, a hex no monster, character
    or other figure starts on and no boss perches on; the figures a goal names are among them."""
    found, names = [], [f["name"] for f in rules.get("figures", [])]
    taken = {(m.hex[0], m.hex[1]) for m in scenario.monsters} | set(map(tuple, scenario.starting_hexes()))
    perched = {(h[0], h[1]) for r in rules.get("setup", []) if r["type"] == "perches" for p in r["perches"] for h in p}
    doors = {(d.hex[0], d.hex[1]) for d in scenario.doors}
    standing: set[tuple[int, int]] = set()  # the hexes of the figures listed before (a token is none)
    for k, figure in enumerate(rules.get("figures", [])):
        if figure.get("summoned"):  # a boss summons it: no hex of its own (eggs.py)
            filled = set()
        else:
            filled = {(h[0], h[1]) for h in figure.get("hexes", [figure["hex"]])}
        if filled & taken:
            found.append(f"rules.figures[{k}].hex: a monster or a character starts there")
        if figure["kind"] != "token" and filled & standing:
            found.append(f"rules.figures[{k}].hex: another figure stands there")
        if filled & perched:  # the boss fills the hexes of its perch (a fuzzer's altar stood on one)
            found.append(f"rules.figures[{k}].hex: a perch of a perches rule's boss")
        standing |= filled if figure["kind"] != "token" else set()
        if filled and (figure["hex"][0], figure["hex"][1]) not in filled:
            found.append(f"rules.figures[{k}].hexes: its hex among them")
        if figure["kind"] == "token":
            continue
        if "shares_hp_with" in figure:  # a throne: the boss's hit points (thrones.py)
            if not _boss(figure["shares_hp_with"]):
                found.append(f"rules.figures[{k}].shares_hp_with: a boss")
            continue
        try:
            up = figure.get("rounding") == "up"
            values = [formulas.evaluate(figure["hp"], c, level, up) for c in (1, 2, 3, 4) for level in range(8)]
        except ValueError as error:
            found.append(f"rules.figures[{k}].hp: {error}")
        else:
            if not all(1 <= v <= 999 for v in values):
                found.append(f"rules.figures[{k}].hp: between 1 and 999 for every party size and level")
        if figure.get("door") and tuple(figure["hex"]) not in doors:
            found.append(f"rules.figures[{k}].hex: a door objective stands on a door")
    on_doors = {tuple(f["hex"]) for f in rules.get("figures", []) if f.get("door")}
    marked = {r["monster"] for r in rules.get("setup", []) if r["type"] == "marked_hexes"}
    for k, rule in enumerate(rules.get("setup", [])):
        if rule["type"] == "marked_hexes" and len(rule.get("monsters", rule["hexes"])) != len(rule["hexes"]):
            found.append(f"rules.setup[{k}].monsters: one for each of its hexes")
        if rule["type"] == "perches" and _perch_problem(rule):
            found.append(f"rules.setup[{k}]: {_perch_problem(rule)}")
        if rule["type"] == "hit_and_run" and rule["monster"] not in marked:
            found.append(f"rules.setup[{k}]: a marked_hexes rule for its monster")
        locked = {tuple(h) for h in rule.get("doors", [])}
        if rule["type"] == "lock_doors" and rule["opens"]["type"] == "figure_destroyed" and not locked <= on_doors:
            found.append(f"rules.setup[{k}].doors: each has a door objective on it")
    if len(set(names)) != len(names):
        found.append("rules.figures: each name once")
    kinds = {f["name"]: f["kind"] for f in rules.get("figures", [])}
    for k, rule in ((k, r) for k, goal in enumerate(rules["goal"]) for r in _within(goal)):
        if rule["type"] == "destroy" and not set(rule["figures"]) <= set(names):
            found.append(f"rules.goal[{k}].figures: objectives of rules.figures")
        wanted = [n for v in rule.get("by_players", {}).values() for n in v] + rule.get("figures", [])
        if rule["type"] == "activate" and any(kinds.get(n) != "token" for n in wanted):
            found.append(f"rules.goal[{k}]: tokens of rules.figures")
    for k, rule in enumerate(rules.get("setup", [])):
        if rule["type"] == "carry" and kinds.get(rule["figure"]) != "escort":
            found.append(f"rules.setup[{k}].figure: an escort of rules.figures")
        freeing = rule["type"] == "free_figure"
        if freeing and not any(kinds[n] in ("escort", "objective") and n.startswith(rule["figure"]) for n in kinds):
            found.append(f"rules.setup[{k}].figure: the start of the name of an escort or objective of rules.figures")
    for k, rule in enumerate(rules.get("rounds", [])):
        named = [rule.get("at_figure"), rule.get("when", {}).get("figure"), rule.get("while_figure")]
        named += [rule["figure"]] if rule["type"] == "destroy_figure" else []
        if any(n is not None and n not in kinds for n in named):
            found.append(f"rules.rounds[{k}]: a figure of rules.figures")
    return found


def _within(rule: dict[str, Any]) -> list[dict[str, Any]]:
    """The rule, or an ``any_of`` goal's goals."""
    return [goal for option in rule["options"] for goal in option] if rule.get("type") == "any_of" else [rule]


def _hexes_of(rule: dict[str, Any]) -> list[list[int]]:
    """Every hex a rule names: its ``hex``, ``hexes``, ``around_hexes`` and ``doors``, and those
    of the events that open its doors (``opens``: plates, or the hexes for each party size) or
    time it (plates)."""
    found = [rule["hex"]] if rule.get("hex") is not None else []
    found += rule.get("hexes", []) + rule.get("doors", []) + rule.get("around_hexes", [])
    found += [h for hexes in rule.get("by_players", {}).values() for h in hexes]
    found += rule.get("bail", []) + [h for hexes in rule.get("dry", {}).values() for h in hexes]  # a flood
    found += rule.get("altar", []) + (rule["toward"] if rule.get("type") in ("carry", "march") else [])
    found += rule.get("altars", [])  # altar_travel
    found += [h for perch in rule.get("perches", []) for h in perch]
    for member in ("opens", "when", "after", "until"):
        event = rule.get(member, {})
        found += event.get("hexes", []) + [h for hexes in event.get("by_players", {}).values() for h in hexes]
    return found


def check_party(scenario: scenarios.Scenario, characters: int) -> None:
    """Enough starting hexes for the party."""
    if len(scenario.starting_hexes()) < characters:
        raise InvalidOptions(f"scenario: {len(scenario.starting_hexes())} starting hexes for {characters} characters")
