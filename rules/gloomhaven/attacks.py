"""Attacks: targets in range and sight, then each target in turn (round summary, "Attacco").

"To the base damage X add, in this order, for each target: the attacker's modifiers (active
bonuses, items, poison on the target), one attack modifier card drawn for each target, the
defender's bonuses (shield), the attack's effects." A ranged attack on an adjacent enemy has
disadvantage; strengthen gives advantage, muddle disadvantage (both: neither). Pierce X
ignores X shield. Retaliate X deals X damage to an attacker within its range.

The attack in progress is ``state["attack"]``; its target choice is the decision frame
``attack_targets``; at the table each modifier card drawn is a chance decision.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, IllegalAction, State, chance, decisions

from . import conditions, content, damage, modifiers, piles, traps
from .board import Hex, Map, key

TARGETS = "attack_targets"
DRAW_MODIFIER = "draw_modifier"

Figure = tuple[str, int]


def side_of(who: Figure) -> str:
    return who[0]


def candidates(state: State, attacker: Hex, side: str, ability: dict[str, Any], chosen: list[list[int]]) -> list[Hex]:
    """Enemies in range and line of sight, not invisible, not chosen yet."""
    game_map = Map(state)
    reach = ability.get("range", 1)
    out = []
    for h, figure in game_map.enemies_of(side).items():
        target = conditions.figure(state, figure)
        if "invisible" in target["conditions"] or [h[0], h[1]] in chosen:
            continue
        if game_map.distance(attacker, h) <= reach and game_map.sees(attacker, h):
            out.append(h)
    return sorted(out)


def begin(state: State, who: Figure, ability: dict[str, Any], events: Events) -> None:
    attacker = conditions.figure(state, who)
    if not candidates(state, key(attacker["hex"]), side_of(who), ability, []):
        events.append({"type": "ability_skipped", "figure": list(who), "reason": "no_target"})
        return
    state["attack"] = {"attacker": list(who), "ability": ability, "targets": [], "next": 0, "drawn": []}
    state["decisions"].append(
        decisions.single(TARGETS, attacker["seat"], character=who[1], left=ability.get("target", 1))
    )


def choose(state: State, target: Hex | None, events: Events) -> None:
    """Add a target (``None``: no more targets)."""
    frame = state["decisions"][-1]
    progress = state["attack"]
    who = (progress["attacker"][0], progress["attacker"][1])
    attacker_hex = key(conditions.figure(state, who)["hex"])
    if target is not None:
        if target not in candidates(state, attacker_hex, side_of(who), progress["ability"], progress["targets"]):
            raise IllegalAction("target an enemy in range and line of sight", code="invalid_target")
        progress["targets"].append(list(target))
        frame["left"] -= 1
    more = candidates(state, attacker_hex, side_of(who), progress["ability"], progress["targets"])
    if target is None or frame["left"] == 0 or not more:
        state["decisions"].pop()
        if not progress["targets"]:
            state["attack"] = None
            events.append({"type": "ability_skipped", "figure": list(who), "reason": "chosen"})


def proceed(state: State, events: Events) -> bool:
    """Resolve the targets still to resolve; False when a decision interrupts it."""
    progress = state["attack"]
    who = (progress["attacker"][0], progress["attacker"][1])
    while progress["next"] < len(progress["targets"]):
        target_hex = key(progress["targets"][progress["next"]])
        target = Map(state).figures.get(target_hex)
        if target is None:  # gone (killed by a retaliate chain is impossible, but be safe)
            progress["next"] += 1
            continue
        mode = _mode(state, who, target_hex)
        pile = _deck(state, who)
        while modifiers.needs_more(progress["drawn"], mode):
            if not pile["draw"]:
                piles.reshuffle(state, pile)
            card = piles.draw(state, pile, DRAW_MODIFIER, figure=list(who))
            if card is chance.PENDING:
                return False
            progress["drawn"].append(card)
        _hit(state, who, target, progress, mode, events)
        progress["drawn"] = []
        progress["next"] += 1
        if state["decisions"]:
            return False
    state["attack"] = None
    return True


def _deck(state: State, who: Figure) -> dict[str, Any]:
    if who[0] == "character":
        deck: dict[str, Any] = state["characters"][who[1]]["modifiers"]
        return deck
    monster_deck: dict[str, Any] = state["monster_modifiers"]
    return monster_deck


def _mode(state: State, who: Figure, target_hex: Hex) -> str:
    attacker = conditions.figure(state, who)
    advantage = "strengthen" in attacker["conditions"]
    ranged = state["attack"]["ability"].get("range") is not None
    adjacent = Map(state).distance(key(attacker["hex"]), target_hex) == 1
    disadvantage = "muddle" in attacker["conditions"] or (ranged and adjacent)
    if advantage == disadvantage:
        return modifiers.NORMAL
    return modifiers.ADVANTAGE if advantage else modifiers.DISADVANTAGE


def _hit(state: State, who: Figure, target: Figure, progress: dict[str, Any], mode: str, events: Events) -> None:
    ability = progress["ability"]
    defender = conditions.figure(state, target)
    base = ability.get("value", 0) + (1 if "poison" in defender["conditions"] else 0)
    value, used = modifiers.resolve(progress["drawn"], mode, base)
    pile = _deck(state, who)
    for card in progress["drawn"]:
        if card not in modifiers.REMOVED_WHEN_DRAWN:
            pile["discard"].append(card)
        if modifiers.catalogue()[card].get("shuffle"):
            pile["reshuffle"] = True
    shield = max(0, shield_of(state, target) - ability.get("pierce", 0))
    dealt = max(0, value - shield)
    events.append(
        {
            "type": "attacked",
            "attacker": list(who),
            "target": list(target),
            "drawn": list(progress["drawn"]),
            "used": used,
            "damage": dealt,
        }
    )
    hex_before = key(defender["hex"])
    attacker_hex = key(conditions.figure(state, who)["hex"])
    damage.suffer(state, target, dealt, events, source="attack")
    if Map(state).figures.get(hex_before) == target:
        conditions.give(state, target, ability.get("conditions", []), events)
        _retaliate(state, target, who, hex_before, attacker_hex, events)


def _retaliate(state: State, defender: Figure, attacker: Figure, at: Hex, attacker_hex: Hex, events: Events) -> None:
    """Retaliate X: X damage to an attacker within the retaliate's range (1 unless given),
    if the defender survived the attack. Retaliate is not an attack: no modifier, no shield."""
    figure = conditions.figure(state, defender)
    game_map = Map(state)
    total = 0
    for bonus in figure.get("bonuses", []):
        if bonus.get("retaliate") and game_map.distance(at, attacker_hex) <= bonus.get("range", 1):
            total += bonus["retaliate"]
    printed = innate(state, defender)
    base = int(printed.get("retaliate", 0))
    if base and game_map.distance(at, attacker_hex) <= int(printed.get("retaliate_range", 1)):
        total += base
    if total:
        events.append({"type": "retaliated", "figure": list(defender), "target": list(attacker), "damage": total})
        damage.suffer(state, attacker, total, events, source="retaliate")


def innate(state: State, who: Figure) -> dict[str, Any]:
    """A monster's printed stats (shield, retaliate...); nothing for a character."""
    if who[0] != "monster":
        return {}
    monster = state["monsters"][who[1]]
    return content.monster_stats(monster["type"], state["levels"]["monster"], monster["elite"])


def shield_of(state: State, who: Figure) -> int:
    figure = conditions.figure(state, who)
    own = sum(b.get("shield", 0) for b in figure.get("bonuses", []))
    return int(own) + int(innate(state, who).get("shield", 0))


def spring(state: State, who: Figure, overlay: dict[str, Any], events: Events) -> None:
    """A trap or hazardous terrain entered (``traps.spring``)."""
    traps.spring(state, who, overlay, events)
