"""A monster's attack (round summary, "Attacco"): its numbers, what the elements it will
consume change in it, and what follows it; what monsters' cards and stats do to attacks on
them.

* Range: the card's own (``range``; 0 is melee, a ranged monster's melee attack), or the
  monster's adjusted by the card (``range_plus``); an attack with neither is melee.
* ``planned``: the attack as the monster AI plans it, with what its consumptions will add
  (Earth Demon 639 "consume Earth: Target 2", Flame Demon 630 an area, Sun Demon 657 "all
  enemies within range", Wind Demon 650 "-2 Range").
* The targets each hit (``struck``: where, with the hit points they had) for what comes
  after the attack: "all allies and enemies adjacent to the target" (Savvas Lavaflow 719),
  a summon "in a hex adjacent to the target" (Deep Terror 738), "Heal 2, Self for each target
  damaged" (Harrower Infester 729).
* ``mode``: advantage and disadvantage from monsters: "Advantage" on a stat card (Sun Demon),
  "Attackers gain Disadvantage" (Night Demon), and Giant Viper 689 "All attacks targeting
  Giant Viper this round gain Disadvantage", from the viper's turn to the end of the round.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State

from . import auras, conditions, content, monster_abilities
from .board import Hex, Map, key

Figure = tuple[str, int]
#: A monster stat card's trait: every attack on the monster has disadvantage.
ATTACKERS_DISADVANTAGED = "Attackers gain Disadvantage"


def attack_range(base: dict[str, Any], attack: dict[str, Any] | None) -> int:
    """An attack's range: the card's own range, or the monster's range adjusted by the card
    (``range_plus``); 0 is melee."""
    if attack is None:
        return 0
    if "range" in attack:
        return int(attack["range"])
    return int(base["range"]) + int(attack.get("range_plus", 0)) if base["range"] else 0


def planned(base: dict[str, Any], attack: dict[str, Any] | None, added: dict[str, Any]) -> dict[str, Any] | None:
    """The attack with what its element consumptions add to its targets (``added``): Target
    X (``instead``: the card's "Target 2") or +X, a new area, a selector, a range adjusted."""
    if attack is None or not added:
        return attack
    out = dict(attack)
    if "target" in added:
        own = int(attack.get("target", base.get("target", 1)))
        out["target"] = int(added["target"]) if added.get("instead") else own + int(added["target"])
    if "area" in added:
        out["area"] = added["area"]
    if "selector" in added:
        out["targets"] = added["selector"]
    reach = attack_range(base, attack)
    if reach and added.get("range"):
        out.pop("range_plus", None)
        out["range"] = max(1, reach + int(added["range"]))
    return out


def resolve_attack(
    state: State, base: dict[str, Any], ability: dict[str, Any], added: dict[str, Any], target: Hex, attacker: Hex
) -> dict[str, Any]:
    """The attack on one target with the attacker's stats ``base``, the card's numbers, the
    elements consumed and the bonuses whose condition holds for this target (``if``)."""
    extra = dict(added)
    for conditional in ability.get("if", []):
        if _holds(state, conditional["when"], target, attacker):
            for name, value in conditional["add"].items():
                if name == "conditions":
                    extra[name] = sorted(set(extra.get(name, [])) | set(value))
                elif not isinstance(value, bool):
                    extra[name] = extra.get(name, 0) + value
    resolved: dict[str, Any] = {
        "type": "attack",
        "value": max(0, base["attack"] + ability.get("plus", 0) + int(extra.get("attack", 0))),
        "pierce": ability.get("pierce", 0) + base.get("pierce", 0) + int(extra.get("pierce", 0)),
        "conditions": sorted(
            set(ability.get("conditions", [])) | set(base.get("conditions", [])) | set(extra.get("conditions", []))
        ),
    }
    for kind in ("push", "pull"):
        if ability.get(kind, 0) + int(extra.get(kind, 0)):
            resolved[kind] = ability.get(kind, 0) + int(extra.get(kind, 0))
    reach = attack_range(base, ability)
    if reach:
        resolved["range"] = max(1, reach + int(extra.get("range", 0)))
    return resolved


def _holds(state: State, when: str, target: Hex, attacker: Hex) -> bool:
    """A conditional bonus's predicate for the target; "target_adjacent_to_ally": the target
    is adjacent to one of the attacker's allies (another monster: the Hound is not its own
    ally)."""
    if when == "always":
        return True
    if when == "target_adjacent_to_ally":
        game_map = Map(state)
        return any(
            game_map.figures.get(h, ("",))[0] == "monster" and h != attacker for h in game_map.neighbours(target)
        )
    return False


# --- the targets hit, and what follows the attack -------------------------------------------
def record_hit(state: State, target: Hex) -> None:
    """The attack in progress is about to hit the figure on ``target``: note its hit points."""
    figure = conditions.figure(state, Map(state).figures[target])
    state["monster_turn"].setdefault("struck", []).append({"hex": list(target), "hp": int(figure["hp"])})


def struck(state: State) -> list[Hex]:
    """The hexes of the targets the monster's last attack hit."""
    return sorted({key(s["hex"]) for s in (state["monster_turn"] or {}).get("struck", [])})


def damaged(state: State) -> int:
    """How many targets the last attack damaged: gone from the map, or fewer hit points."""
    figures = Map(state).figures
    count = 0
    for h in struck(state):
        before = min(s["hp"] for s in state["monster_turn"]["struck"] if key(s["hex"]) == h)
        who = figures.get(h)
        count += who is None or int(conditions.figure(state, who)["hp"]) < before
    return count


def after_attack(state: State, who: Figure, added: dict[str, Any], events: Events) -> None:
    """The attack is over: "Perform Heal X, Self for each target damaged"."""
    if added.get("heal_self") and added.get("per") == "target_damaged":
        times = damaged(state)
        if times:
            conditions.heal(state, who, int(added["heal_self"]) * times, events)


# --- advantage and disadvantage from monsters ------------------------------------------------
def mode(state: State, attacker: Figure, target: Figure) -> tuple[bool, bool]:
    """(advantage, disadvantage) the monsters give an attack: the attacker's "Advantage", the
    target's "Attackers gain Disadvantage", a card's "attacks targeting it gain Disadvantage"
    once the monster has performed it this round."""
    advantage = attacker[0] == "monster" and bool(_stats(state, attacker[1]).get("advantage"))
    disadvantage = target[0] == "monster" and (
        ATTACKERS_DISADVANTAGED in _stats(state, target[1]).get("other", []) or _defended(state, target[1])
    )
    aura = auras.effects(state, attacker)  # a scenario's "all monsters gain Advantage"
    return advantage or bool(aura.get("advantage")), disadvantage or bool(aura.get("disadvantage"))


def _stats(state: State, index: int) -> dict[str, Any]:
    return monster_abilities.stats(state, state["monsters"][index])


def _defended(state: State, index: int) -> bool:
    """Monster ``index`` has performed a card ability giving the attacks on it disadvantage."""
    monster = state["monsters"][index]
    deck = state["monster_decks"].get(content.monsters()[monster["type"]]["deck"])
    if deck is None or deck["shown"] is None:
        return False
    card = monster_abilities.card_of(state, monster["type"])["abilities"]
    for at, ability in enumerate(card):
        if ability["type"] == "bonus" and ability["on"] == "attacked" and ability["add"].get("disadvantage"):
            return performed(state, index, at)
    return False


def performed(state: State, index: int, at: int) -> bool:
    """Monster ``index`` has performed ability ``at`` of its card this round: its type's turn
    is over, or it is past that ability in it. (A stunned monster performs nothing, which the
    state does not keep once its turn is over: it counts as having performed it.)"""
    monster = state["monsters"][index]
    kind = monster["type"]
    if monster.get("summoned_this_round") or state["phase"] != "turns":
        return False
    turn = state["monster_turn"]
    if turn is not None and turn["type"] == kind:  # its type's turn: before, at or after it
        queue = turn["queue"]
        if monster["hex"] in queue[1:]:
            return False
        return int(turn["step"]) > at if queue and monster["hex"] == queue[0] else True
    return not any(entry.get("monster") == kind for group in state["order"] for entry in group)
