"""Each scenario's goal, loss conditions and special rules as data, in a closed vocabulary.

``data/agpl/scenario_rules.json`` holds one entry per scenario (its README names the
sources); ``vocabulary.py`` is the part of it the engine plays. An entry is *playable* when it is
marked complete, every rule in it is in the vocabulary, its map exists and every monster it
can put on the map has stats and an ability deck (``playable``). ``goals.py`` decides the
outcome, ``special_rules.py`` performs the setup and timed rules.

The vocabulary, each kind with its members, is ``vocabulary.py``'s and described in
``docs/gloomhaven-scenarios.md``.
"""

from __future__ import annotations

import dataclasses
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema_rs
import orjson

from . import content, scenarios, triggers
from .vocabulary import ESCORT, EVENTS, GOALS, LOSSES, OBJECTIVE, ROUNDS, SETUP, TOKEN, vocabulary

__all__ = ["ESCORT", "EVENTS", "GOALS", "LOSSES", "OBJECTIVE", "ROUNDS", "SETUP", "vocabulary"]

PATH = Path(__file__).parent / "data" / "agpl" / "scenario_rules.json"


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
    played = {
        k: [_unnoted(rule) for rule in entry[k]] for k in ("goal", "loss", "setup", "rounds", "figures") if entry.get(k)
    }
    return played | ({"allies": list(entry["allies"])} if entry.get("allies") else {})


def _unnoted(rule: Any) -> Any:
    if isinstance(rule, list):
        return [_unnoted(item) for item in rule]
    if not isinstance(rule, dict):
        return rule
    return {m: _unnoted(v) for m, v in rule.items() if m not in NOTES}


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
NOT_PLAYED: tuple[str, ...] = ()


def unplayed_kinds(entry: dict[str, Any]) -> list[str]:
    """The rule kinds (and members) of an entry outside the vocabulary the engine plays."""
    known = {"goal": GOALS, "loss": LOSSES, "setup": SETUP, "rounds": ROUNDS}
    found = [member for member in NOT_PLAYED if entry.get(member)]
    for figure in entry.get("figures", []):
        schema = {"objective": OBJECTIVE, "escort": ESCORT, "token": TOKEN}.get(figure["kind"])
        extra = sorted(set(figure) - set(schema["properties"]) - set(NOTES)) if schema else []
        acting = set(figure.get("acts", {})) - set(ESCORT["properties"]["acts"]["properties"]) - set(NOTES)
        if schema is None:
            found.append(f"{figure['kind']} figures")
        elif figure["kind"] == "escort" and acting:
            found.append(f"escorts that {', '.join(sorted(acting))}")
        elif extra:
            found.append(f"{figure['kind']}s with {', '.join(extra)}")
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
        sizes = party_sizes(number)
        return "plays" if sizes == PARTY_SIZES else f"plays with {' or '.join(map(str, sizes))} characters"
    kinds = unplayed_kinds(entry)
    decks = sorted({p.split("(")[-1].rstrip(")") for p in found if p.startswith("no ability deck")})
    parts = [f"rules: {', '.join(kinds)}"] if kinds else []
    parts += [f"decks: {', '.join(decks)}"] if decks else []
    parts += [p for p in found if not p.startswith(("no ability deck", "the engine does not play"))][:1]
    return "not yet: " + "; ".join(parts)


def monster_types(scenario: scenarios.Scenario, entry: dict[str, Any]) -> set[str]:
    """Every monster type the scenario can put on the map: placed, added by its rules, spawned."""
    kinds = {m.monster for m in scenario.monsters} | set(scenario.additional_monsters)
    return (
        kinds
        | {r["monster"] for r in entry.get("rounds", []) if r["type"] == "spawn"}
        | {r["by"] for r in entry.get("rounds", []) if r["type"] == "replace_on_death"}
        | {f["hatches"]["monster"] for f in entry.get("figures", []) if "hatches" in f}
        | {m for r in entry.get("setup", []) if r["type"] == "marked_hexes" for m in r.get("monsters", [])}
    )


@cache
def playable() -> tuple[int, ...]:
    """The scenarios the engine sets up and plays to their end, sorted."""
    return tuple(n for n in scenarios.numbers() if not problems(n))


#: The party sizes a published scenario plays with.
PARTY_SIZES = (2, 3, 4)


def party_sizes(number: int) -> tuple[int, ...]:
    """The numbers of characters playable scenario ``number`` sets up for: every size, or
    those its entry's ``characters`` names when the sources lack a standee's hex for the
    others (#11: two standees of 3-4 characters)."""
    return tuple(_entries()[str(number)].get("characters", PARTY_SIZES))


def party_problem(number: int, characters: int) -> str | None:
    """Why scenario ``number`` does not set up for ``characters`` characters (None: it does)."""
    sizes = party_sizes(number)
    if characters in sizes:
        return None
    missing = _entries()[str(number)]["missing"]
    return f"scenario {number} plays with {' or '.join(map(str, sizes))} characters only: {missing}"


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


def monster_sides(state: dict[str, Any]) -> dict[str, str]:
    """The monster types that do not fight on the monsters' side: the scenario's ``allies``
    ("All Cave Bears and Hounds are allies to the characters and enemies to all other monster
    types", on the characters' side) and, once its event holds, a ``hostile_to_all`` rule's
    ("enemies to both the characters and all other monster types": a side of their own)."""
    rules = rules_of(state)
    found = dict.fromkeys(rules.get("allies", ()), "character")
    for rule in rules.get("setup", ()):
        if rule["type"] == "hostile_to_all" and ("after" not in rule or triggers.holds(state, rule["after"])):
            found |= {kind: f"alone:{kind}" for kind in rule["monsters"]}
    return found


def early_hexes(state: dict[str, Any]) -> set[tuple[int, int]]:
    """The hexes whose monsters are set up at the start, their rooms hidden or not ("Place
    the City Archers grouped at a and b at the start", #35)."""
    return {(h[0], h[1]) for r in rules_of(state).get("setup", []) if r["type"] == "early_monsters" for h in r["hexes"]}


def inactive_types(state: dict[str, Any]) -> set[str]:
    """The monster types that do not activate this round and are unaffected by every ability
    (#61: "Odd rounds: only Group 1 monsters activate and can be affected by abilities")."""
    found: set[str] = set()
    rules = rules_of(state)
    for rule in rules.get("setup", []):  # "cannot act and cannot be affected by any abilities until ..." (#79)
        if rule["type"] == "dormant" and not triggers.holds(state, rule["until"]):
            found |= set(rule["monsters"])
    for rule in rules.get("rounds", []):
        if rule["type"] == "inactive":
            first = rule.get("from", rule["every"])
            if state["round"] >= first and (state["round"] - first) % rule["every"] == 0:
                found |= set(rule["monsters"])
    return found


def indestructible(state: dict[str, Any], h: tuple[int, int]) -> set[str]:
    """The kinds of obstacle the scenario says cannot be destroyed on hex ``h`` ("the dark pits
    cannot be destroyed"; "the obstacles in the center room", #52: a rule with ``room``)."""
    rules = [r for r in rules_of(state).get("setup", []) if r["type"] == "indestructible"]
    if any("room" in r for r in rules):
        room = scenarios.of(state["options"]).room_of(h)
        rules = [r for r in rules if r.get("room", room) == room]
    return {kind for r in rules for kind in r["overlays"]}


def opaque(state: dict[str, Any]) -> set[tuple[int, int]]:
    """The obstacle hexes a rule makes walls: "cannot be destroyed or moved through in any way,
    and they also block line of sight" (#52, ``indestructible`` with ``blocks_los``): the map's
    links around them are cut, so no figure enters them and no line of sight or range passes
    them (range counted around them: our reading)."""
    found: set[tuple[int, int]] = set()
    scenario = None
    for rule in rules_of(state).get("setup", []):
        if rule["type"] == "indestructible" and rule.get("blocks_los"):
            scenario = scenario or scenarios.of(state["options"])
            for o in state["overlays"]:
                h = (o["hex"][0], o["hex"][1])
                kept = o["type"] == "obstacle" and o.get("kind") in rule["overlays"]
                if kept and ("room" not in rule or scenario.room_of(h) == rule["room"]):
                    found.add(h)
    return found


#: The events that open a ``lock_doors`` rule's doors at once, as they come to hold
#: (``rule_events.at_once``).
OPEN_AT_ONCE = ("monsters_dead", "elite_kills")


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
        if opens["type"] == "round" and opens.get("start", True):
            locked |= doors if state["round"] < opens["round"] else set()
        elif opens["type"] == "round":  # at the round's end: shut until it has opened them
            closed = closed_doors(state) if closed is None else closed
            locked |= doors & set(closed) if state["round"] <= opens["round"] else set()
        elif opens["type"] == "figure_destroyed":
            continue  # the door objective on it keeps it shut (``objectives``)
        elif opens["type"] in OPEN_AT_ONCE:  # "it opens when all Stone Golems are killed" (#79)
            locked |= set() if triggers.holds(state, opens) else doors
        elif opens["type"] == "held":  # "stays open only while a character occupies a pressure plate"
            from .held_doors import shut

            locked |= doors & shut(state)
        elif rule.get("unlocks_only"):  # "can only be opened once any character has occupied plate b"
            pressed = {(h[0], h[1]) for h in state["tally"].get("pressed", [])}
            locked |= set() if pressed & {(h[0], h[1]) for h in opens["hexes"]} else doors
        else:
            closed = closed_doors(state) if closed is None else closed
            locked |= doors & set(closed)
    return locked
