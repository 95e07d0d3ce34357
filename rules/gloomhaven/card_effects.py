"""What the attack modifier cards drawn add to an attack besides their value (the perk cards),
and the items that change how they count (Iron Helmet) or add to a single attack (Poison Dagger).

Rulebook, "Attack modifier card": the effects on a card "function exactly as if they had been
written on the action card being used for the attack"; a rolling card's effects are added to
the card it rolls on (with advantage too; with disadvantage a rolling card is ignored, and so
are its effects: only the cards ``modifiers.resolve`` uses count). So:

- Pierce X is added to the attack's pierce (applied with the damage); push and pull X to its
  push or pull (a card's push on a pull attack, or the reverse, is not applied: a target is
  moved one way); negative conditions (and curse) go on the target, after the damage.
- Positive conditions (the Scoundrel's rolling Invisible) go on the attacker: a card cannot
  help an enemy. "Heal X, self" and "Shield X, self": FAQ, "the figure who flipped it heals"
  (a shield for the round, like a card's Shield X).
- An element is infused at the end of the attacker's turn, as any infusion.
- Add Target: "the figure may add an additional target within range to their attack": an
  ``add_target`` decision of the attacker's player, among the enemies in range and sight not
  targeted yet, answered after this target's attack is over.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State, decisions

from . import attacks, conditions, elements, items, modifiers, monster_pushes
from .board import Hex, key
from .effects import POSITIVE_CONDITIONS

ADD_TARGET = "add_target"

Figure = tuple[str, int]


def resolve(
    state: State, who: Figure, target: Figure, progress: dict[str, Any], mode: str, base: int, events: Events
) -> tuple[int, list[str], dict[str, Any]]:
    """The attack on ``target`` after the cards drawn: its value, the cards used, and the
    ability with the cards' effects added (the effects on the attacker are applied)."""
    value, used = modifiers.resolve(items.as_seen(state, target, progress["drawn"]), mode, base)
    added = gathered(used)
    once = items.single_conditions(progress)  # Poison Dagger: "add POISON to a single attack"
    if once:
        added["conditions"] = sorted(set(added.get("conditions", [])) | set(once))
    _on_attacker(state, who, added, events)
    ability = with_effects(progress["ability"], added)
    if who[0] == "summon" and state["monster_turn"] is not None:  # a summon's push goes with its turn's
        for kind in ("push", "pull"):
            monster_pushes.add(
                state,
                key(conditions.figure(state, target)["hex"]),
                kind,
                added.get(kind, 0),
                conditions.figure(state, who)["hex"],
            )
    if added.get("target"):
        ask_target(state, who, progress, added["target"])
    return value, used, ability


def gathered(cards: list[str]) -> dict[str, Any]:
    """The effects of these cards together: numbers summed, conditions and elements listed."""
    found: dict[str, Any] = {}
    for card in cards:
        for name, value in modifiers.effects(card).items():
            if isinstance(value, list):
                found[name] = sorted(set(found.get(name, [])) | set(value))
            else:
                found[name] = found.get(name, 0) + value
    return found


def with_effects(ability: dict[str, Any], added: dict[str, Any]) -> dict[str, Any]:
    """The ability with the cards' pierce, push or pull and negative conditions added."""
    out = dict(ability)
    if added.get("pierce"):
        out["pierce"] = ability.get("pierce", 0) + added["pierce"]
    for kind, other in (("push", "pull"), ("pull", "push")):
        if added.get(kind) and not ability.get(other):
            out[kind] = ability.get(kind, 0) + added[kind]
    negative = [c for c in added.get("conditions", []) if c not in POSITIVE_CONDITIONS]
    if negative:
        out["conditions"] = sorted(set(ability.get("conditions", [])) | set(negative))
    return out


def _on_attacker(state: State, who: Figure, added: dict[str, Any], events: Events) -> None:
    """Heal and shield on the attacker, its positive conditions, its elements."""
    if added.get("heal_self"):
        conditions.heal(state, who, added["heal_self"], events)
    if added.get("shield_self"):
        conditions.figure(state, who).setdefault("bonuses", []).append({"shield": added["shield_self"], "range": 1})
        events.append({"type": "bonus_gained", "figure": list(who), "shield": added["shield_self"]})
    positive = [c for c in added.get("conditions", []) if c in POSITIVE_CONDITIONS]
    if positive:
        conditions.give(state, who, positive, events)
    if added.get("infuse"):
        infuse(state, added["infuse"], events)


def infuse(state: State, infused: list[str], events: Events) -> None:
    """Elements made during a turn become Strong at its end (the character's, or the summons'
    turn); outside any turn, at once."""
    if state["turn"] is not None:
        state["turn"]["infuse"] += infused
    elif state["monster_turn"] is not None:
        state["monster_turn"]["infuse"] += infused
    else:
        elements.infuse(state, infused, events)


# --- add target ----------------------------------------------------------------------------
def chooser(state: State, who: Figure) -> int:
    """The character whose player decides for the attacker: itself, or a summon's summoner."""
    return who[1] if who[0] == "character" else int(state["summons"][who[1]]["owner"])


def ask_target(state: State, who: Figure, progress: dict[str, Any], count: int) -> None:
    """The ``add_target`` decision, when there is an enemy to add."""
    if not added_targets(state, progress):
        return
    index = chooser(state, who)
    seat = state["characters"][index]["seat"]
    state["decisions"].append(decisions.single(ADD_TARGET, seat, character=index, left=min(count, 9)))


def added_targets(state: State, progress: dict[str, Any]) -> list[Hex]:
    """The enemies the attack in progress may add: in range and sight, not targeted yet."""
    who = (progress["attacker"][0], progress["attacker"][1])
    if not conditions.on_map(state, progress["attacker"]):
        return []
    at = key(conditions.figure(state, who)["hex"])
    return attacks.candidates(state, at, attacks.aim(state, progress), progress["ability"], progress["targets"])


def add_target(state: State, target: Hex | None) -> None:
    """The answer: one more target for the attack (``None``: no more)."""
    frame = state["decisions"][-1]
    if target is not None:
        state["attack"]["targets"].append(list(target))
        frame["left"] -= 1
    if target is None or frame["left"] == 0 or not added_targets(state, state["attack"]):
        state["decisions"].pop()
