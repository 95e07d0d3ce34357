"""What a figure attacked brings to the attack (round summary, "Attacco": "the defender's
bonuses (shield)"; "Retaliate X deals X damage to an attacker within its range"): its shield,
its retaliation once it survived the attack, and the printed stats they come from."""

from __future__ import annotations

from typing import Any

from rules.core import Events, State

from . import active, conditions, counters, damage, pieces, scenario_rules
from .board import Hex, Map

Figure = tuple[str, int]


def triggers(ability: dict[str, Any]) -> tuple[str, ...]:
    return ("attacked",) if "range" in ability else ("attacked", "melee_attacked")


def retaliate(state: State, defender: Figure, attacker: Figure, at: Hex, attacker_hex: Hex, events: Events) -> None:
    """Retaliate X: X damage to an attacker within the retaliate's range (1 unless given),
    if the defender survived the attack. Retaliate is not an attack: no modifier, no shield.
    A dying monster's attack (``on_death``) is not retaliated."""
    if conditions.figure(state, attacker).get("dying"):
        return
    figure = conditions.figure(state, defender)
    game_map = Map(state)
    total = 0
    bonuses = list(figure.get("bonuses", []))
    if defender[0] == "character" and state["attack"]:
        found = [
            (card, add)
            for card, add in active.bonuses(state, defender[1], triggers(state["attack"]["ability"]))
            if "retaliate" in add
        ]
        bonuses += [{"retaliate": add["retaliate"], "range": add.get("range", 1)} for _, add in found]
        active.use(state, defender[1], [card for card, _ in found], events)
    for bonus in bonuses:
        if bonus.get("retaliate") and game_map.distance(at, attacker_hex) <= bonus.get("range", 1):
            total += bonus["retaliate"]
    printed = innate(state, defender)
    base = int(printed.get("retaliate", 0))
    if base and game_map.distance(at, attacker_hex) <= int(printed.get("retaliate_range", 1)):
        total += base
    if total:
        events.append({"type": "retaliated", "figure": list(defender), "target": list(attacker), "damage": total})
        if defender[0] == "character":  # "+1 XP each time you retaliate"
            xp = sum(add.get("xp", 0) for _, add in active.bonuses(state, defender[1], ("own_retaliate",)))
            counters.raise_by(state["characters"][defender[1]], "xp", xp)
        monsters_before = len(state["monsters"])
        damage.suffer(state, attacker, pieces.dealt(state, defender, attacker, total), events, source="retaliate")
        if attacker[0] == "monster" and len(state["monsters"]) < monsters_before:
            state["attack"] = None  # the attacker is slain: its attack is over (the target's damage stands)
            if state["monster_turn"] is not None:
                state["monster_turn"].pop("forced", None)  # and so is the push or pull it queued


def innate(state: State, who: Figure) -> dict[str, Any]:
    """A monster's printed stats (shield, retaliate...); nothing for a character."""
    if who[0] != "monster":
        return {}
    monster = state["monsters"][who[1]]
    return scenario_rules.monster_stats(state, monster["type"], monster["elite"])


def shield_of(state: State, who: Figure) -> int:
    figure = conditions.figure(state, who)
    own = sum(b.get("shield", 0) for b in figure.get("bonuses", []))
    return int(own) + int(innate(state, who).get("shield", 0))
