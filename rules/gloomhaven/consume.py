"""Elements consumed to strengthen an ability, and what a bonus adds to an ability.

Round summary, "Infusioni Elementali": "An element can boost an ability when its symbol is
present and the element is Waning or Strong. When used, the element goes to Inert. An
element cannot be created and consumed in the same turn" (infusions take effect at the end
of the turn, so this holds by itself). Consuming is the player's choice, made when the
ability is performed: the decision ``consume_elements``, one answer for all the ability's
consume bonuses (an element is consumed once: two bonuses never share one).

A bonus (``Modifiers`` in the vocabulary) adds to the ability's numbers, or with ``instead``
replaces the ability's own value of that kind; one with ``per`` counts for each target
(``if`` entries: ``attacks.conditional``).
"""

from __future__ import annotations

import copy
import itertools
from typing import Any

from rules.core import Events, IllegalAction, State

from . import elements
from .effects import ANY_ELEMENT, ELEMENTS

CONSUME = "consume_elements"

#: The ability member each bonus number goes to; ``value`` only for the matching ability type.
VALUE_OF = {
    "attack": "attack",
    "move": "move",
    "heal": "heal",
    "shield": "shield",
    "retaliate": "retaliate",
    "damage": "damage",
    "loot": "loot",
}
MEMBERS = ("range", "target", "pierce", "push", "pull", "count")


def ways(state: State, entry: dict[str, Any]) -> list[tuple[str, ...]]:
    """The sets of elements one consume bonus may take now: its elements, all Waning or
    Strong; "any" is any one element that is (not one of the bonus's own)."""
    fixed = [e for e in entry["elements"] if e != ANY_ELEMENT]
    if not all(elements.available(state, e) for e in fixed):
        return []
    found = {tuple(fixed)}
    for _ in range(entry["elements"].count(ANY_ELEMENT)):
        found = {tuple(sorted((*w, e))) for w in found for e in ELEMENTS if e not in w and elements.available(state, e)}
    return sorted(found)


def choices(state: State, ability: dict[str, Any]) -> list[dict[str, Any]]:
    """Every answer to ``consume_elements``: ``{"entries": [...], "elements": [...]}``, the
    first one consuming nothing."""
    per_entry = [[None, *ways(state, entry)] for entry in ability.get("consume", [])]
    found = []
    for combo in itertools.product(*per_entry):
        used = [e for w in combo if w is not None for e in w]
        if len(used) == len(set(used)):
            found.append({"entries": [i for i, w in enumerate(combo) if w is not None], "elements": sorted(used)})
    return found


def offered(state: State, ability: dict[str, Any]) -> bool:
    """Whether there is anything to consume for the ability."""
    return len(choices(state, ability)) > 1


def consume(
    state: State, ability: dict[str, Any], entries: list[int], used: list[str], events: Events
) -> dict[str, Any]:
    """Consume the elements of the chosen bonuses; the ability with those bonuses."""
    answer: dict[str, Any] = {"entries": sorted(entries), "elements": sorted(used)}
    if answer not in choices(state, ability):
        raise IllegalAction(
            "consume Waning or Strong elements of the ability's bonuses, each at most once",
            code="invalid_consume",
            choices=choices(state, ability),
        )
    for element in answer["elements"]:
        elements.consume(state, element, events)
    consumed = ability.get("consume", [])
    return with_bonuses(ability, [consumed[i]["add"] for i in answer["entries"]])


def with_bonuses(ability: dict[str, Any], adds: list[dict[str, Any]]) -> dict[str, Any]:
    """The ability (without its ``consume`` entries) plus the bonuses."""
    out = copy.deepcopy({k: v for k, v in ability.items() if k != "consume"})
    for add in adds:
        _add(out, add)
    return out


def _add(ability: dict[str, Any], add: dict[str, Any]) -> None:
    instead = add.get("instead", False)
    if ability["type"] == "bonus":  # an active bonus: the bonus itself grows
        own = ability["add"]
        for name, value in add.items():
            if name != "instead":
                own[name] = (
                    value
                    if instead or isinstance(value, bool) or not isinstance(value, int)
                    else own.get(name, 0) + value
                )
        return
    if "per" in add:  # counts for each target: a conditional bonus that always holds
        kept = [c for c in ability.get("if", []) if not (instead and c["add"].get("per") == add["per"])]
        ability["if"] = [*kept, {"when": "always", "add": {k: v for k, v in add.items() if k != "instead"}}]
        return
    for name, member in VALUE_OF.items():
        if name in add:
            if ability["type"] == member:
                ability["value"] = add[name] if instead else ability.get("value", 0) + add[name]
            else:
                ability[name] = add[name] if instead else ability.get(name, 0) + add[name]
    for member in MEMBERS:
        if member in add:
            base = ability.get(member, 0)
            ability[member] = add[member] if instead or not isinstance(base, int) else base + add[member]
    if "conditions" in add:
        ability["conditions"] = sorted(set(ability.get("conditions", [])) | set(add["conditions"]))
    if "area" in add:
        ability["area"] = add["area"]
    if "selector" in add:
        ability["targets" if ability["type"] == "attack" else "who"] = add["selector"]
    if "xp" in add:
        ability["xp"] = ability.get("xp", 0) + add["xp"]
    if "if" in add:  # "consume dark: +4 Attack and 2 XP when the target is adjacent to any of your allies"
        ability["if"] = [*ability.get("if", []), *add["if"]]
    if "x" in add:  # "consume light: X is that ally's maximum hit point value instead"
        ability["x"] = add["x"]
    if add.get("kill"):
        _kill_instead(ability)


def _kill_instead(ability: dict[str, Any]) -> None:
    """ "Kill one normal target instead": an attack kills its normal targets; another ability
    becomes a kill of the figure it would affect."""
    if ability["type"] == "attack":
        ability["kill"] = True
        return
    kept = {k: ability[k] for k in ("who", "range", "xp") if k in ability}
    ability.clear()
    ability.update(type="kill", **kept)
