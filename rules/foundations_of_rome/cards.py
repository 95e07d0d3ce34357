"""The card sets of the Objectives, Invocations and Player Roles modules, as data.

The official texts of these cards were never published where we could reach them, so
``data/objectives.json``, ``data/invocations.json`` and ``data/roles.json`` hold Arbiter's
own default set (docs/foundations-of-rome-modules.md). Every card's effect is a structured
object from a small closed vocabulary per family, so an engine can evaluate it exactly and
the official cards can later be dropped in as data. ``load`` validates a file once against
the JSON Schema of its family, then checks the count and that ids are unique; a broken file
is refused with a ``CardDataError`` naming the file and the place in it.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any, Literal

import jsonschema_rs

JSON = dict[str, Any]
Family = Literal["objectives", "invocations", "roles"]

DATA = Path(__file__).parent / "data"
#: How many cards each family has (rulebook: 18 Objective, 20 Invocation, 15 Player Role cards).
COUNTS: dict[str, int] = {"objectives": 18, "invocations": 20, "roles": 15}
TYPES = ["residential", "commercial", "civic"]
#: The modules an Invocation may need (rulebook: "Some Invocations specify that they can only be
#: used when playing with certain Modules").
MODULES = ["monuments", "trading", "stealing", "objectives", "roles"]


class CardDataError(ValueError):
    """A card file that does not match its schema, has the wrong count or repeats an id."""


def count(low: int, high: int) -> JSON:
    return {"type": "integer", "minimum": low, "maximum": high}


BUILDING_TYPE: JSON = {"enum": TYPES}
VP = count(1, 10)

#: Objectives: scored once at the end of the game. ``at_least``/``at_most`` compare the
#: holder's own count; ``most`` compares players, ties friendly.
OBJECTIVE_KINDS: dict[str, JSON] = {
    "contiguous_lots": {"at_least": count(2, 100), "vp": VP},
    "buildings_of_type": {"type": BUILDING_TYPE, "at_least": count(1, 24), "vp": VP},
    "population_at_least": {"at_least": count(1, 200), "vp": VP},
    "commercial_silver_at_least": {"at_least": count(1, 100), "vp": VP},
    "buildings_of_size": {"size_at_least": count(1, 6), "at_least": count(1, 24), "vp": VP},
    "each_type_at_least": {"at_least": count(1, 8), "vp": VP},
    "lots_on_edge": {"at_least": count(1, 36), "vp": VP},
    "adjacent_types": {"type": BUILDING_TYPE, "next_to": BUILDING_TYPE, "at_least": count(1, 24), "vp": VP},
    "empty_lots_at_most": {"at_most": count(0, 9), "vp": VP},
    "lots_owned_at_least": {"at_least": count(1, 100), "vp": VP},
    "most": {
        "measure": {"enum": ["population", "lots_owned", "buildings", "commercial_silver", "largest_contiguous"]},
        "vp": VP,
    },
}

#: Invocations: ``instant`` ones are used once, on the holder's turn, without an action;
#: ``ongoing`` ones stay face up and act for the rest of the game.
INVOCATION_KINDS: dict[str, JSON] = {
    "gain_silver": {"amount": count(1, 20)},
    "gain_vp": {"amount": count(1, 20)},
    "deed_discount": {"amount": count(1, 10)},
    "extra_action": {"action": {"enum": ["construct", "buy_deed", "take_income"]}},
    "free_deed": {"max_price": count(2, 10)},
    "swap_empty_lots": {},
    "extra_citizens": {"amount": count(1, 10)},
    "income_bonus": {"amount": count(1, 10)},
    "era_vp_per_type": {"type": BUILDING_TYPE, "vp": count(1, 5)},
    "restore_favor": {},
    "monument_vp": {"vp": count(1, 5)},
}
#: The ``when`` each Invocation kind allows.
INVOCATION_WHEN: dict[str, list[str]] = {
    **{k: ["instant"] for k in INVOCATION_KINDS},
    "deed_discount": ["instant", "ongoing"],
    "extra_citizens": ["ongoing"],
    "income_bonus": ["ongoing"],
    "era_vp_per_type": ["ongoing"],
    "monument_vp": ["ongoing"],
}
#: Modules an Invocation kind cannot be played without.
INVOCATION_NEEDS: dict[str, str] = {"restore_favor": "stealing", "monument_vp": "monuments"}

#: Player Roles: a bonus at setup or a rule change for the whole game.
ROLE_KINDS: dict[str, JSON] = {
    "start_silver": {"amount": count(1, 10)},
    "extra_lot_markers": {"amount": count(1, 3)},
    "income_bonus": {"amount": count(1, 5)},
    "deed_discount": {"amount": count(1, 3)},
    "era_vp_per_type": {"type": BUILDING_TYPE, "vp": count(1, 5)},
    "extra_citizens": {"amount": count(1, 5)},
    "empty_lot_vp": {"vp": count(2, 5)},
    "build_over_same_size": {},
    "final_silver_vp": {"per": count(1, 10)},
    "monument_vp": {"vp": count(1, 5)},
}
#: Role kinds that only make sense with the Monuments Expansion.
ROLE_NEEDS_MONUMENTS = {"monument_vp"}

KINDS: dict[str, dict[str, JSON]] = {
    "objectives": OBJECTIVE_KINDS,
    "invocations": INVOCATION_KINDS,
    "roles": ROLE_KINDS,
}


def closed(properties: JSON) -> JSON:
    return {"type": "object", "properties": properties, "required": list(properties), "additionalProperties": False}


def effect_schema(kinds: dict[str, JSON]) -> JSON:
    """A ``kind`` from ``kinds`` and, for that kind, exactly its members."""
    return {
        "type": "object",
        "required": ["kind"],
        "properties": {"kind": {"enum": list(kinds)}},
        "allOf": [
            {
                "if": {"properties": {"kind": {"const": kind}}, "required": ["kind"]},
                "then": closed({"kind": {"const": kind}, **members}),
            }
            for kind, members in kinds.items()
        ],
    }


def card_schema(family: str) -> JSON:
    base: JSON = {
        "id": {"type": "string", "pattern": "^[a-z][a-z0-9_]{1,39}$"},
        "name": {"type": "string", "minLength": 1, "maxLength": 60},
        "text": {"type": "string", "minLength": 1, "maxLength": 240},
        "effect": effect_schema(KINDS[family]),
    }
    if family == "objectives":
        return closed(base)
    if family == "roles":
        return closed({**base, "requires_monuments": {"type": "boolean"}})
    card = closed(
        {
            **base,
            "when": {"enum": ["instant", "ongoing"]},
            "vp_unused": count(0, 10),
            "requires_modules": {"type": "array", "items": {"enum": MODULES}, "uniqueItems": True},
        }
    )
    card["allOf"] = [
        {
            "if": {"properties": {"effect": {"properties": {"kind": {"const": kind}}}}},
            "then": {"properties": {"when": {"enum": allowed}}},
        }
        for kind, allowed in INVOCATION_WHEN.items()
    ]
    return card


def file_schema(family: str) -> JSON:
    """The JSON Schema of one card file: where the cards come from, and the cards."""
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        **closed(
            {
                "_source": {"type": "string", "minLength": 1},
                "cards": {"type": "array", "items": card_schema(family), "maxItems": 100},
            }
        ),
    }


SCHEMAS: dict[str, JSON] = {family: file_schema(family) for family in COUNTS}
VALIDATORS = {f: jsonschema_rs.Draft202012Validator(s, validate_formats=False) for f, s in SCHEMAS.items()}


def place(path: list[str | int]) -> str:
    """``["cards", 3, "effect", "vp"]`` → ``cards[3].effect.vp``."""
    text = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path)
    return text.lstrip(".") or "(root)"


def validate(family: str, data: Any, where: str) -> list[JSON]:
    """The cards of ``data``, checked; ``where`` names the file in the errors."""
    if family not in COUNTS:
        raise CardDataError(f"{where}: unknown card family {family!r} (one of {sorted(COUNTS)})")
    errors = [f"{where}: {place(e.instance_path)}: {e.message}" for e in VALIDATORS[family].iter_errors(data)]
    if errors:
        raise CardDataError("; ".join(errors[:5]))
    cards: list[JSON] = data["cards"]
    if len(cards) != COUNTS[family]:
        raise CardDataError(f"{where}: cards: {len(cards)} {family}, the module has {COUNTS[family]}")
    seen: dict[str, int] = {}
    for i, card in enumerate(cards):
        if card["id"] in seen:
            raise CardDataError(f"{where}: cards[{i}].id: {card['id']!r} repeats cards[{seen[card['id']]}].id")
        seen[card["id"]] = i
        kind = card["effect"]["kind"]
        if (
            family == "invocations"
            and kind in INVOCATION_NEEDS
            and INVOCATION_NEEDS[kind] not in card["requires_modules"]
        ):
            raise CardDataError(f"{where}: cards[{i}].requires_modules: a {kind} card needs {INVOCATION_NEEDS[kind]!r}")
        if family == "roles" and (kind in ROLE_NEEDS_MONUMENTS) != card["requires_monuments"]:
            raise CardDataError(
                f"{where}: cards[{i}].requires_monuments: must be true exactly for {sorted(ROLE_NEEDS_MONUMENTS)}"
            )
    return cards


def read(family: str, path: Path) -> list[JSON]:
    """The cards of the file at ``path``, checked."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise CardDataError(f"{path.name}: cannot be read as JSON: {error}") from error
    return validate(family, data, path.name)


@cache
def load(family: Family) -> tuple[JSON, ...]:
    """The default cards of ``family``, validated once."""
    return tuple(read(family, DATA / f"{family}.json"))


def roles_in_play(monuments: bool) -> list[JSON]:
    """The Player Roles to shuffle: without Monuments the Philosophical role is removed."""
    return [card for card in load("roles") if monuments or not card["requires_monuments"]]


def invocations_in_play(modules: set[str]) -> list[JSON]:
    """The Invocations to shuffle: those whose required modules are all in play."""
    return [card for card in load("invocations") if set(card["requires_modules"]) <= modules]
