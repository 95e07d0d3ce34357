"""A scenario's lasting effects on figures (``aura``): "While a given chord is alive its
penalty is in force: all monsters add +1 Attack to all their attacks ... all characters and
character summons suffer 1 damage at the start of each of their turns" (#42); "Any monster
within two hexes of a totem performs Heal 2, Self at the start of its turn" (#45).

An aura holds for a figure while its named objective stands (``while_figure``), or while the
figure is within ``range`` of one of the named objectives still standing (``around_figures``,
counted around walls) or of one of the hexes (``around_hexes``: "within two hexes of the
altar", #83), or everywhere (none of these); and once its ``after`` event holds. ``who`` is ``monsters`` or
``characters_and_summons``. Its effects: ``attack`` added to each of the figure's attacks;
``advantage`` or ``disadvantage`` on them; a heal of the figure (``heal_turn_start``, as
"Heal X, Self": poison is removed instead) or damage to it (``damage_turn_start``) as its turn
starts, after a wound's.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State

from . import conditions, damage, goals, scenario_rules, triggers
from .board import Map, key

Figure = tuple[str, int]
WHO = {"monsters": ("monster",), "characters_and_summons": ("character", "summon")}


def effects(state: State, who: Figure) -> dict[str, Any]:
    """The auras' effects on figure ``who`` now: ``attack``, ``advantage``, ``disadvantage``,
    ``heal_turn_start``, ``damage_turn_start`` (summed, or any)."""
    found: dict[str, Any] = {}
    for rule in scenario_rules.rules_of(state).get("setup", []):
        if rule["type"] != "aura" or who[0] not in WHO[rule["who"]] or not _holds(state, rule, who):
            continue
        for name in ("attack", "heal_turn_start", "damage_turn_start"):
            found[name] = found.get(name, 0) + int(rule.get(name, 0))
        for name in ("advantage", "disadvantage"):
            found[name] = found.get(name, False) or bool(rule.get(name))
    if goals.penalised(state, who, "disadvantage"):  # until it has looted a treasure tile (#80)
        found["disadvantage"] = True
    return found


def _holds(state: State, rule: dict[str, Any], who: Figure) -> bool:
    if "after" in rule and not triggers.holds(state, rule["after"]):
        return False
    standing = {o["name"]: key(o["hex"]) for o in state["objectives"]}
    if "while_figure" in rule:
        return rule["while_figure"] in standing
    if "around_hexes" in rule:
        near = [key(h) for h in rule["around_hexes"]]
    elif "around_figures" in rule:
        near = [standing[n] for n in rule["around_figures"] if n in standing]
    else:
        return True  # "all characters and character summons suffer 2 damage at the start of each of their turns"
    game_map = Map(state)
    near = [h for h in near if h in game_map.cells]  # a hex of a room not yet revealed is out of reach
    at = key(conditions.figure(state, who)["hex"])
    return at in game_map.cells and any(game_map.distance(at, h) <= int(rule["range"]) for h in near)


def at_turn_start(state: State, who: Figure, events: Events) -> None:
    """A figure's turn starts (after its wound): the auras' heal or damage."""
    found = effects(state, who)
    if found.get("heal_turn_start"):
        conditions.heal(state, who, found["heal_turn_start"], events)
    if found.get("damage_turn_start"):
        damage.suffer(state, who, found["damage_turn_start"], events, source="scenario")
