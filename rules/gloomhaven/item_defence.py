"""The defender's items, used in the middle of an enemy's attack at the character's own
decisions (``items`` lists and marks them): Leather Armor, "When attacked, the attacker gains
Disadvantage on the attack" (its FAQ: "must be used before the enemy draws an attack modifier
card"), at a ``targeted`` decision before the attack draws against the character; Heater Shield,
"When damaged by an attack, gain Shield 1 for the attack", and Hide Armor, "On the next two
sources of damage to you from attacks, gain Shield 1", at the ``negate_damage`` decision of an
attack's damage.
"""

from __future__ import annotations

from typing import Any

from rules.core import State

from . import goals, items

#: The decision at which a "when damaged by an attack" item is used (``damage.NEGATE``).
DAMAGED_AT = "negate_damage"
#: The decision before an enemy's attack on a character draws its modifier.
TARGETED = "targeted"


def usable(state: State, index: int, frame: dict[str, Any]) -> list[int]:
    """The items character ``index`` may use at this decision of an enemy's attack."""
    if frame["character"] != index:
        return []
    return defending(state, index) if frame["kind"] == DAMAGED_AT else bracing(state, index)


def _ready(character: dict[str, Any], when: str) -> list[int]:
    """The character's ready items used at that moment ("damaged", "targeted")."""
    return [
        e["item"]
        for e in character.get("items", [])
        if e["state"] == items.READY and items.effect(e["item"])["when"] == when
    ]


def wears_shield(character: dict[str, Any]) -> bool:
    """The character has a ready item that may shield it from an attack's damage."""
    return bool(_ready(character, "damaged"))


def defending(state: State, index: int) -> list[int]:
    """The ready items character ``index`` may use as an attack's damage to it waits for its
    choice: "When damaged by an attack, gain Shield 1 for the attack" (Heater Shield); "On the
    next two sources of damage to you from attacks, gain Shield 1" (Hide Armor). Each once on
    that damage; not at another source's damage."""
    frame = state["decisions"][-1] if state["decisions"] else None
    character = state["characters"][index]
    if frame is None or frame["kind"] != DAMAGED_AT or frame["source"] != "attack" or character["exhausted"]:
        return []
    if goals.penalised(state, ("character", index), "no_items"):
        return []
    return [n for n in _ready(character, "damaged") if n not in frame.get("items", [])]


def bracing(state: State, index: int) -> list[int]:
    """The ready items character ``index`` may use as an enemy's attack on it is about to draw
    (Leather Armor)."""
    character = state["characters"][index]
    if character["exhausted"] or goals.penalised(state, ("character", index), "no_items"):
        return []
    return _ready(character, "targeted")


def asks_bracing(state: State, target: tuple[str, int]) -> bool:
    """Before the attack in progress draws against ``target``: a character with an item to use
    then, not asked yet for this target."""
    attack = state["attack"]
    if target[0] != "character" or attack["drawn"] or attack.get("braced", {}).get("next") == attack["next"]:
        return False
    return bool(bracing(state, target[1]))


def braced(attack: dict[str, Any]) -> bool:
    """The target the attack is about to draw against used its item (Disadvantage)."""
    return bool(attack.get("braced", {}) == {"next": attack["next"], "used": True})


def _shield(state: State, shield: int, item: int) -> None:
    """The item's shield for the attack whose damage waits: an attack's Pierce left after the
    character's other shields pierces it too. No damage left: none is suffered."""
    frame = state["decisions"][-1]
    pierce = int(frame.pop("pierce", 0))
    frame["amount"] -= max(0, shield - pierce)
    if pierce > shield:
        frame["pierce"] = pierce - shield
    frame["items"] = [*frame.get("items", []), item]
    if frame["amount"] <= 0:
        state["decisions"].pop()


def use(state: State, item: int) -> None:
    """The item's effect at its decision (the item is marked by ``items.use``)."""
    found = items.effect(item)
    if found["when"] == "damaged":
        _shield(state, found["shield"], item)
        return
    state["decisions"].pop()
    state["attack"]["braced"] = {"next": state["attack"]["next"], "used": True}
