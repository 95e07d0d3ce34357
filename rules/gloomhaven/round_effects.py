"""What a scenario's timed rules do to the figures (``special_rules.ROUNDS`` performs them):
damage to the characters and summons in a room or everywhere, or to monster types (kept for
one off the map); heals of monster types; traps placed; a figure destroyed at its time.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State

from . import conditions, damage, formulas, objectives, scenarios, traps
from .board import Map, key

Rule = dict[str, Any]


def figure_hex(state: State, name: str) -> tuple[int, int] | None:
    """Where the scenario figure or token ``name`` stands (None: not on the map)."""
    for listed in ("objectives", "escorts", "markers"):
        found = next((f for f in state[listed] if f["name"] == name), None)
        if found is not None:
            return key(found["hex"])
    return None


def place_traps(state: State, rule: Rule, events: Events) -> None:
    """ "Place two damage traps at (d); a non-flying figure standing in one of those hexes
    springs the trap immediately" (#69): traps of the scenario's trap damage."""
    for h in rule["hexes"]:
        traps.create(state, list(h), int(state["levels"]["trap_damage"]), [], events)
        standing = Map(state).figures.get(key(h))
        if standing is not None and not conditions.flies(state, standing):
            traps.spring(state, standing, state["overlays"][-1], events)


def damage_figures(state: State, rule: Rule, events: Events) -> None:
    """ "At the end of each round every character and character summon still on the J tile
    suffers 3+L damage" (#47); "at the beginning of the seventh round and of every round
    after it, all figures suffer 2 damage" (#60). A character may negate it as any damage
    (the cards are selected, or the round ends, once it has chosen)."""
    amount = formulas.evaluate(rule["amount"], len(state["characters"]), state["levels"]["scenario"])
    if "while_figure" in rule and figure_hex(state, rule["while_figure"]) is None:
        return  # "at the end of each round in which door 1 is not yet destroyed" (#36)
    if "monsters" in rule:
        _damage_monsters(state, rule, amount, events)
        return
    if "figures" in rule:
        _damage_named(state, rule, amount, events)
        return
    if "room" in rule:
        room = next(r for r in scenarios.of(state["options"]).rooms if r.id == rule["room"])
        inside = {key(h) for h in room.hexes}
    else:
        inside = set(Map(state).cells)
    if rule["who"] == "all_figures":
        for i in reversed(range(len(state["monsters"]))):
            if key(state["monsters"][i]["hex"]) in inside:
                damage.suffer(state, ("monster", i), amount, events, source="scenario")
    for i in reversed(range(len(state["summons"]))):
        if key(state["summons"][i]["hex"]) in inside:
            damage.suffer(state, ("summon", i), amount, events, source="scenario")
    for i in reversed(range(len(state["characters"]))):
        character = state["characters"][i]
        if not character["exhausted"] and character["hex"] is not None and key(character["hex"]) in inside:
            damage.suffer(state, ("character", i), amount, events, source="scenario")


def _damage_monsters(state: State, rule: Rule, amount: int, events: Events) -> None:
    """The monsters of the rule's types suffer the damage; with none on the map and ``off_map:
    accumulate``, it waits for the next one set up (``tally.pending``): "The Prime Demon spawns at
    e only once door 1 is destroyed ... At the end of each round in which door 1 is not yet
    destroyed, the Prime Demon suffers (2×C)+L-2 damage" (#36)."""
    hit = [i for i, m in enumerate(state["monsters"]) if m["type"] in rule["monsters"]]
    for i in reversed(hit):
        damage.suffer(state, ("monster", i), amount, events, source="scenario")
    if not hit and rule.get("off_map") == "accumulate":
        for kind in rule["monsters"]:
            objectives.add_pending(state, kind, amount)


def _damage_named(state: State, rule: Rule, amount: int, events: Events) -> None:
    """The scenario's named figures suffer the damage; one not yet on the map (``off_map:
    accumulate``) keeps it for when it is placed, and dies if it is its hit points: "Tree (a):
    17 HP. Suffers 2 damage at the end of every round, even before its room is revealed" (#68)."""
    for name in rule["figures"]:
        found = objectives.standing(state, name)
        if found is not None:
            damage.suffer(state, found, amount, events, source="scenario")
            continue
        kind = next((k for k in objectives.LISTS if any(f["name"] == name for f in objectives.of(state, k))), None)
        if (
            kind is None
            or name in state["tally"].get(objectives.TALLIES[kind], [])
            or rule.get("off_map") != "accumulate"
        ):
            continue
        if objectives.add_pending(state, name, amount) >= objectives.max_hp(state, objectives.rule(state, kind, name)):
            objectives.take_pending(state, name)  # it dies before it stands
            state["tally"][objectives.TALLIES[kind]] = [*state["tally"].get(objectives.TALLIES[kind], []), name]


def heal(state: State, rule: Rule, events: Events) -> None:
    """ "For each bone pile still on the map the Harvester ... at the end of each round, heals
    C-1 HP" (#58)."""
    amount = formulas.evaluate(rule["amount"], len(state["characters"]), state["levels"]["scenario"])
    if "per_figure_standing" in rule:
        destroyed = set(state["tally"].get("destroyed", []))
        amount *= sum(1 for name in rule["per_figure_standing"] if name not in destroyed)
    for i, monster in enumerate(state["monsters"]):
        if monster["type"] in rule["monsters"] and amount > 0:
            conditions.heal(state, ("monster", i), amount, events)


def destroy_figure(state: State, rule: Rule, events: Events) -> None:
    """ "At the end of round 8 ... door 1 is destroyed automatically if it is still standing"
    (#36)."""
    found = objectives.standing(state, rule["figure"])
    if found is not None:
        hp = state[objectives.LISTS[found[0]]][found[1]]["hp"]
        objectives.wound(state, found, hp, events, source="scenario")
