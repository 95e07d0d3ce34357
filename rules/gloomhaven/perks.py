"""Perks: the attack modifier deck changes a character has taken (its character sheet).

Round summary, "Avanzare di Livello": at each new level the character "checks a new perk on
the character sheet and applies its bonus to its attack modifier deck"; "Se Successo": three
battle-goal checkmarks give another perk; and every character a player retires gives their
later characters one more (FAQ errata). A perk removes, replaces or adds cards, and a few let
the character ignore negative scenario or item effects. Each class has 15 checkboxes.

The option ``perks`` lists the checkboxes marked on the character sheet, numbered 0 to 14 in
printed order (a perk with two boxes has two numbers: the Brute's "Add two +1 cards" is boxes
2 and 3), each once. So a perk is taken at most as often as it has boxes, and every list of
distinct box numbers is valid for every class (all have 15 boxes; ``BOXES``). No campaign is
kept here, so level and checkmarks do not limit it: any set of boxes is accepted.

Setup (round summary, "Setup Scenario" 12.4 and 15): the character's deck is the 20 standard
cards with its perks applied, plus the -1 cards of its equipped items (none with the
"ignore negative item effects" perk).
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from typing import Any

from rules.core import InvalidOptions
from rules.core.schema import JSON, array, integer, obj

from . import content, data_files, items, modifiers

BOXES = 15
IGNORES = ("negative_item_effects", "negative_scenario_effects")


def _schema() -> JSON:
    cards = array({"type": "string", "maxLength": 40}, maxItems=4)
    ignore = {"type": "string", "enum": list(IGNORES)}
    perk = obj(
        {"checkboxes": integer(1, 3), "remove": cards, "add": cards, "ignore": ignore},
        optional=("remove", "add", "ignore"),
    )
    return obj({name: array(perk, minItems=1, maxItems=BOXES) for name in content.CLASSES})


@cache
def table() -> dict[str, list[dict[str, Any]]]:
    """Every starting class's perks in printed order (``data/agpl/perks.json``)."""
    data: dict[str, list[dict[str, Any]]] = data_files.checked("perks.json", _schema())
    known = modifiers.catalogue()
    for klass, listed in data.items():
        if sum(perk["checkboxes"] for perk in listed) != BOXES:
            raise ValueError(f"perks.json: {klass} has not {BOXES} checkboxes")
        for perk in listed:
            unknown = [c for c in perk.get("remove", []) + perk.get("add", []) if c not in known]
            if unknown:
                raise ValueError(f"perks.json: {klass} names modifier cards that are not in the catalogue: {unknown}")
    return data


def boxes(klass: str) -> list[int]:
    """The perk of each checkbox of the class's sheet, in printed order."""
    return [i for i, perk in enumerate(table()[klass]) for _ in range(perk["checkboxes"])]


def error(option: dict[str, Any]) -> str | None:
    """Why a character option's ``perks`` are refused (None: they are accepted)."""
    chosen = option.get("perks", [])
    count = len(boxes(option["class"]))
    if any(not 0 <= k < count for k in chosen):
        return f"a {option['class']} has checkboxes 0 to {count - 1}"
    twice = sorted(k for k, n in Counter(chosen).items() if n > 1)
    if twice:
        return f"checkboxes {twice} are marked twice"
    return None


def check_options(characters: list[dict[str, Any]]) -> None:
    """Every character's perks are its class's, within their checkboxes (``InvalidOptions``)."""
    for i, option in enumerate(characters):
        problem = error(option)
        if problem is not None:
            raise InvalidOptions(f"characters[{i}].perks: {problem}", code="invalid_perks", character=i)


def taken(option: dict[str, Any]) -> list[dict[str, Any]]:
    """The perks the character has taken, one entry per checkbox marked (in printed order)."""
    listed, perk_of = table()[option["class"]], boxes(option["class"])
    return [listed[perk_of[k]] for k in sorted(option.get("perks", []))]


def ignores(option: dict[str, Any], what: str) -> bool:
    """The character ignores negative item (or scenario) effects: ``what`` in ``IGNORES``."""
    return any(perk.get("ignore") == what for perk in taken(option))


def base_deck(option: dict[str, Any]) -> list[str]:
    """The 20 standard cards with the perks applied, in the order taken (sorted)."""
    deck = modifiers.standard_deck()
    for perk in taken(option):
        for card in perk.get("remove", []):
            deck.remove(card)  # every class's removals fit its standard deck (test_perks.py)
        deck += perk.get("add", [])
    return sorted(deck)


def starting_deck(option: dict[str, Any]) -> list[str]:
    """The character's deck at the start of a scenario: its perks applied, then its items'
    -1 cards ("Aggiungete le carte Modificatore indicate sugli oggetti equipaggiati")."""
    minus = 0 if ignores(option, "negative_item_effects") else items.minus_ones(option.get("items", []))
    return sorted(base_deck(option) + ["minus1"] * minus)
