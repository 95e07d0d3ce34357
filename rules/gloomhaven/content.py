"""The game's content: the six starting classes, the monsters and their ability decks, the
attack modifier deck. Loaded once from ``data/`` and checked against the effect vocabulary
(``effects``) and the shapes below, so a broken data file fails loudly at load, naming the
file and the place.

``data/agpl/`` holds the data derived from AGPL-3.0 sources (its README says which);
``data/scenarios/`` the maps derived from Virtual Gloomhaven Board (CC BY 4.0).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import jsonschema_rs
import orjson

from rules.core.schema import JSON, array, integer, obj, ref

from . import effects, formulas

DATA = Path(__file__).parent / "data"
CLASSES = ("brute", "tinkerer", "spellweaver", "scoundrel", "cragheart", "mindthief")

_STATS = obj(
    {
        "hp": integer(1, 99),
        "move": integer(0, 99),
        "attack": integer(0, 99),
        "range": integer(0, 99),
        "shield": integer(0, 99),
        "retaliate": integer(0, 99),
        "retaliate_range": integer(1, 99),
        "pierce": integer(0, 99),
        "target": integer(1, 99),
        "conditions": effects.CONDITION_LIST,
        "immune": effects.CONDITION_LIST,
        "advantage": {"type": "boolean"},
        "other": array({"type": "string"}),
    },
    optional=(
        "shield",
        "retaliate",
        "retaliate_range",
        "pierce",
        "target",
        "conditions",
        "immune",
        "advantage",
        "other",
    ),
)


def _schemas() -> dict[str, JSON]:
    defs = effects.defs()
    defs["Class"] = obj(
        {
            "class": {"type": "string", "enum": list(CLASSES)},
            "name": {"type": "string"},
            "hand_size": integer(1, 20),
            "hp": array(integer(1, 99), minItems=9, maxItems=9),
            "cards": array(ref("AbilityCard"), minItems=1),
        }
    )
    defs["MonsterStats"] = _STATS
    defs["Monster"] = obj(
        {
            "name": {"type": "string"},
            "deck": {"type": "string"},
            "standees": integer(1, 10),
            "flying": {"type": "boolean"},
            "levels": array(obj({"normal": ref("MonsterStats"), "elite": ref("MonsterStats")}), minItems=8, maxItems=8),
        }
    )
    defs["MonsterDeck"] = array(ref("MonsterAbilityCard"), minItems=1, maxItems=20)
    defs["BossStats"] = _boss_stats()
    defs["Boss"] = obj(
        {
            "name": {"type": "string"},
            "kind": {"enum": list(BOSS_KINDS)},
            "deck": {"type": "string"},
            "standees": integer(1, 10),
            "flying": {"type": "boolean"},
            "looks_like": {"type": "string"},
            "acts_before": {
                "type": "string",
                "description": "a scenario figure that acts immediately before this boss's turn, not in its own",
            },
            "levels": array(ref("BossStats"), minItems=8, maxItems=8),
        },
        optional=("looks_like", "acts_before"),
    )
    return defs


#: A boss has its own stat card with special actions; a named monster ("kind": "named") is
#: one monster with its own stats that acts with an ordinary deck (Arcane Golem, Siege Cannon).
BOSS_KINDS = ("boss", "named")
#: What is added to a boss's attack ("3+X", "V" on the stat card).
ATTACK_PLUS = (
    "hexes_moved",  # Dark Rider: "X = Hexes moved" this turn
    "scouts_present",  # Merciless Overseer: "V = Number of Scouts present"
)


def _boss_stats() -> JSON:
    stats = dict(_STATS["properties"])
    formula = {"anyOf": [integer(0, 999), {"type": "string", "pattern": "^[0-9CLx+()/ -]+$"}]}
    stats |= {
        "hp": formula,
        "attack": formula,
        "attack_plus": {"enum": list(ATTACK_PLUS)},
        "special_text": array(array({"type": "string"}), minItems=2, maxItems=2),
        "specials": array(array(ref("Ability"), maxItems=8), minItems=2, maxItems=2),
    }
    required = ("hp", "move", "attack", "range")
    return obj(stats, optional=tuple(k for k in stats if k not in required))


def _validator(name: str) -> jsonschema_rs.Draft202012Validator:
    document = {"$schema": "https://json-schema.org/draft/2020-12/schema", "$defs": _schemas(), **ref(name)}
    return jsonschema_rs.Draft202012Validator(document, validate_formats=False)


def _read(path: Path) -> Any:
    try:
        return orjson.loads(path.read_bytes())
    except (OSError, orjson.JSONDecodeError) as exc:
        raise ValueError(f"{path}: {exc}") from exc


def _checked(path: Path, name: str, value: Any, where: str = "") -> Any:
    validator = _validator(name)
    errors = [f"{where}{''.join(f'[{p}]' for p in e.instance_path)}: {e.message}" for e in validator.iter_errors(value)]
    if errors:
        raise ValueError(f"{path}: " + "; ".join(errors[:5]))
    return value


@cache
def character_class(name: str) -> dict[str, Any]:
    """A starting class: name, hand size, HP by level 1–9, its level-1 and X cards."""
    if name not in CLASSES:
        raise KeyError(name)
    path = DATA / "agpl" / "classes" / f"{name}.json"
    data: dict[str, Any] = _checked(path, "Class", _read(path))
    ids = [card["id"] for card in data["cards"]]
    if len(set(ids)) != len(ids):
        raise ValueError(f"{path}: card ids repeat")
    return data


@cache
def cards_by_id() -> dict[int, dict[str, Any]]:
    """Every ability card of the starting classes, by id (ids are unique across classes)."""
    found: dict[int, dict[str, Any]] = {}
    for name in CLASSES:
        for card in character_class(name)["cards"]:
            if card["id"] in found:
                raise ValueError(f"card id {card['id']} is used twice")
            found[card["id"]] = card
    return found


@cache
def monsters() -> dict[str, dict[str, Any]]:
    """Every monster type by id, bosses and named monsters included: deck, standees, flying,
    stats by level 0–7 (a boss's or named monster's under ``boss``: one rank, formulas of C)."""
    out: dict[str, dict[str, Any]] = {}
    for path in _files("monsters.json"):
        for key, monster in _read(path).items():
            if key in out:
                raise ValueError(f"{path}: monster {key} is defined twice")
            out[key] = _checked(path, "Monster", monster, key)
    for path in _files("bosses.json"):
        _add_bosses(path, out)
    return out


def _files(name: str) -> list[Path]:
    """The base game's data file and, when there is one, Forgotten Circles' (``agpl/fc/``) and the
    scenario book's figures' (``agpl/scenario/``: #34's Zephyrs)."""
    folders = (DATA / "agpl", DATA / "agpl" / "fc", DATA / "agpl" / "scenario")
    return [p for p in (folder / name for folder in folders) if p.is_file()]


def _add_bosses(path: Path, out: dict[str, dict[str, Any]]) -> None:
    for key, boss in _read(path).items():
        if key in out:
            raise ValueError(f"{path}: {key} is also an ordinary monster")
        checked = _checked(path, "Boss", boss, key)
        for level in checked["levels"]:
            for value in (level["hp"], level["attack"]):
                try:
                    formulas.check(value)
                except ValueError as exc:
                    raise ValueError(f"{path}: {key}: {exc}") from exc
        out[key] = {**checked, "boss": checked["kind"]}


def is_boss(kind: str) -> bool:
    """A boss or named monster: one rank, its own stats."""
    return "boss" in monsters()[kind]


@cache
def monster_decks() -> dict[str, list[dict[str, Any]]]:
    """The monster ability decks that are encoded, by deck id."""
    found: dict[str, list[dict[str, Any]]] = {}
    for path in _files("monster_decks.json"):
        for key, deck in _read(path).items():
            if key in found:
                raise ValueError(f"{path}: deck {key} is defined twice")
            found[key] = _checked(path, "MonsterDeck", deck, key)
            for card in deck:
                for ability in _walk(card["abilities"]):
                    if ability["type"] == "summon" and ability.get("monster") not in monsters():
                        raise ValueError(f"{path}: {key} card {card['id']} summons no monster type")
    return found


def _walk(abilities: list[dict[str, Any]]) -> Any:
    """Every ability, with those inside ``after``, ``on_death`` and ``control``."""
    for ability in abilities:
        yield ability
        yield from _walk(ability.get("after", []) + ability.get("abilities", []))


@cache
def modifier_deck() -> dict[str, Any]:
    """The standard attack modifier deck and the bless and curse cards."""
    data: dict[str, Any] = _read(DATA / "modifier_deck.json")
    return data


def monster_stats(kind: str, level: int, elite: bool, characters: int | None = None) -> dict[str, Any]:
    """A monster type's stats at a monster level, normal or elite; a boss's or named
    monster's (one rank) with its formulas worked out for ``characters`` characters (C),
    which only they need."""
    if is_boss(kind):
        if characters is None:
            raise ValueError(f"the stats of {kind} depend on the number of characters")
        return _boss_stats_for(kind, level, characters)
    found: dict[str, Any] = monsters()[kind]["levels"][level]["elite" if elite else "normal"]
    return found


@cache
def _boss_stats_for(kind: str, level: int, characters: int) -> dict[str, Any]:
    raw = monsters()[kind]["levels"][level]
    stats = {k: v for k, v in raw.items() if k not in ("special_text", "specials")}
    for key in ("hp", "attack"):
        stats[key] = formulas.evaluate(raw[key], characters, level)
    return stats
