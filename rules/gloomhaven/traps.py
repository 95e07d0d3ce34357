"""Traps and hazardous terrain sprung by a figure entering them (rulebook, "Traps"; round
summary, "Movimento": negative hexes).

A trap's effect comes from its kind in the scenario data, unless the trap itself says
otherwise (a trap made by an ability carries its own ``damage`` and ``conditions``):

- damage traps (``spike``, ``bear`` and traps of unknown kind) deal the scenario's trap
  damage, 2 + L ("trap damage 2+L unless the trap says otherwise");
- poison traps (``poison``) give poison and deal no damage;
- hazardous terrain (``hot-coals``, ``thorns``) deals half the trap damage, rounded down,
  and stays on the map. A trap is removed once sprung.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State

from . import conditions, counters, damage

Figure = tuple[str, int]

#: The conditions each trap kind gives, and whether it deals the trap damage.
KINDS: dict[str, tuple[tuple[str, ...], bool]] = {
    "spike": ((), True),
    "bear": ((), True),
    "poison": (("poison",), False),
}


def effect(state: State, overlay: dict[str, Any]) -> tuple[int, list[str]]:
    """The damage and the conditions ``overlay`` deals to the figure that springs it."""
    trap_damage = int(state["levels"]["trap_damage"])
    if overlay["type"] == "hazardous":
        return trap_damage // 2, []
    given, deals = KINDS.get(str(overlay.get("kind", "")), ((), True))
    own = overlay.get("damage")
    if isinstance(own, bool):  # an older form: damage true/false
        amount = trap_damage if own else 0
    elif isinstance(own, int):
        amount = own
    else:
        amount = trap_damage if deals else 0
    return amount, sorted(set(given) | set(overlay.get("conditions", [])))


def spring(state: State, who: Figure, overlay: dict[str, Any], events: Events) -> None:
    """``who`` entered ``overlay``: a trap gives its conditions and damage and is removed;
    hazardous terrain deals its damage and stays."""
    amount, given = effect(state, overlay)
    if overlay["type"] == "hazardous":
        damage.suffer(state, who, amount, events, source="hazardous")
        return
    if overlay in state["overlays"]:
        state["overlays"].remove(overlay)
    events.append({"type": "trap_sprung", "figure": list(who), "hex": overlay["hex"]})
    maker = overlay.get("xp")
    if maker and who[0] == "monster" and 0 <= maker["character"] < len(state["characters"]):
        counters.raise_by(state["characters"][maker["character"]], "xp", maker["xp"])
    conditions.give(state, who, given, events)
    damage.suffer(state, who, amount, events, source="trap")


def create(
    state: State, at: list[int], amount: int, given: list[str], events: Events, xp: tuple[int, int] | None = None
) -> None:
    """A trap made by an ability: ``amount`` damage and ``given`` conditions when sprung;
    ``xp``: (character, XP) the character gains when an enemy springs it ("Gain 2 XP when the
    trap is sprung by an enemy")."""
    trap: dict[str, Any] = {"type": "trap", "hex": list(at), "damage": amount}
    if xp is not None:
        trap["xp"] = {"character": xp[0], "xp": xp[1]}
    if given:
        trap["conditions"] = sorted(given)
    state["overlays"].append(trap)
    events.append({"type": "trap_created", "hex": list(at), "damage": amount, "conditions": sorted(given)})
