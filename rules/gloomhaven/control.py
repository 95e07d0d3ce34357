"""Abilities another figure performs (Mindthief, Scoundrel).

The cards: "Force one enemy within Range 5 to perform: Attack 2, Range +0, targeting another
enemy with you controlling the action" (Submissive Affliction); "Force one enemy within
Range 4 to perform: Move 1 with you controlling the action" (Parasitic Influence); "Move 3.
Force one adjacent enemy to perform: Move 1 with you controlling the action, and ending in a
hex adjacent to you" (Sinister Opportunity); "One adjacent ally may perform: Attack 6",
"One ally within Range 3 may perform: Move 4" (Possession).

The figure is chosen as for any one-figure ability (``choose_figure``); then it performs the
card's abilities, each its own decision (``move`` with the frame's ``figure``, or
``attack_targets``). An enemy is steered by the card's player ("with you controlling the
action"): it moves by its own movement (a flying monster flies; monsters never open doors)
and attacks with its own modifier deck, targeting the card player's enemies other than
itself, at its own range adjusted by the card (``range_plus``). An ally ("may perform") is
steered by its own player (a summon's: its summoner's), with its own modifier deck.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State, decisions

from . import active, attacks, conditions, consume, monster_abilities, monsters, summons
from .board import Hex, Map, key, side
from .movement_rules import FLYING, NORMAL, frame_data

Figure = tuple[str, int]
CONTROL = "control"


def begin(state: State, figure: Figure, ability: dict[str, Any], events: Events) -> None:
    """The figure is chosen: it performs the card's abilities next (``proceed``). A second
    figure of the same ability ("All summoned allies within Range 3 may perform") waits in
    ``queue`` and performs them after the first."""
    context = state["turn"].setdefault("context", {})
    events.append({"type": "controlled", "character": state["turn"]["character"], "figure": list(figure)})
    if "control" in context:
        waiting = context["control"]
        waiting.setdefault("each", list(waiting["abilities"]))
        waiting.setdefault("queue", []).append({"figure": list(figure)})
        return
    control: dict[str, Any] = {"figure": list(figure), "abilities": list(ability["abilities"])}
    if ability.get("end_adjacent"):
        control["near"] = True
    if ability.get("augments"):
        control["augments"] = True
    if ability.get("controlled"):
        control["controlled"] = True
    context["control"] = control


def proceed(state: State, events: Events) -> bool:
    """Start the controlled figure's next ability; False when none is left."""
    context = state["turn"].get("context", {})
    control = context.get("control")
    if control is None:
        return False
    if not control["abilities"] and control.get("queue"):  # the next figure of the ability
        control["figure"] = control["queue"].pop(0)["figure"]
        control["abilities"] = list(control["each"])
    figure = (control["figure"][0], control["figure"][1])
    ability = control["abilities"].pop(0) if control["abilities"] else None
    near = control.get("near", False)
    augments = control.get("augments", False)
    steer = int(state["turn"]["character"]) if control.get("controlled") else decider(state, figure)
    if not control["abilities"] and not control.get("queue"):
        context.pop("control")
    if ability is None:
        return False
    if not conditions.on_map(state, figure):
        return True
    if ability["type"] == "move":
        _move(state, figure, ability, near, events, steer)
    else:
        _attack(state, figure, ability, events, augments)
    return True


def decider(state: State, figure: Figure) -> int:
    """The character whose player steers the figure: the card's for an enemy, the ally's own
    (a summon's summoner) for an ally."""
    if side(state, figure) != "character":
        return int(state["turn"]["character"])
    if figure[0] == "summon":
        return int(state["summons"][figure[1]]["owner"])
    return figure[1]


def _move(state: State, figure: Figure, ability: dict[str, Any], near: bool, events: Events, index: int) -> None:
    target = conditions.figure(state, figure)
    if "immobilize" in target["conditions"]:
        events.append({"type": "ability_skipped", "figure": list(figure), "reason": "immobilize"})
        return
    mode = FLYING if conditions.flies(state, figure) else NORMAL
    value = int(ability["value"]) if "value" in ability else _own_move(state, figure) + int(ability.get("plus", 0))
    frame = frame_data(target["hex"], value, mode)
    extra: dict[str, Any] = {"figure": list(figure)}
    if near:  # "ending in a hex adjacent to you"
        extra["near"] = list(state["characters"][state["turn"]["character"]]["hex"])
    seat = state["characters"][index]["seat"]
    state["decisions"].append(decisions.single("move", seat, character=index, **frame, **extra))


def _own_move(state: State, figure: Figure) -> int:
    """A figure's own Move (Jet Propulsion: "Move +2"): a summon's card's, a monster's stats."""
    if figure[0] == "summon":
        return int(summons.stats(state["summons"][figure[1]])["move"])
    if figure[0] == "monster":
        return int(monster_abilities.stats(state, state["monsters"][figure[1]])["move"])
    return 0


def may_end(state: State, frame: dict[str, Any], at: Hex) -> bool:
    """A controlled move that must end beside the card's player ends there."""
    return "near" not in frame or Map(state).distance(at, key(frame["near"])) == 1


def _attack(state: State, figure: Figure, ability: dict[str, Any], events: Events, augments: bool = False) -> None:
    target = conditions.figure(state, figure)
    if "disarm" in target["conditions"]:
        events.append({"type": "ability_skipped", "figure": list(figure), "reason": "disarm"})
        return
    performed: dict[str, Any] = {"type": "attack", "value": int(ability.get("value", 0))}
    if figure[0] == "monster":  # "Range +0": the monster's own range
        reach = monsters.attack_range(monster_abilities.stats(state, target), ability)
    else:
        reach = int(ability.get("range", 0))
    if reach:
        performed["range"] = reach
    if augments:  # Domination: "This attack gains the effects of your augments"
        performed = _with_augments(state, performed)
    attacks.begin(state, figure, performed, events, decider=decider(state, figure))


def _with_augments(state: State, ability: dict[str, Any]) -> dict[str, Any]:
    """The attack with what the card player's augments add to an attack (their attack,
    conditions, pierce...; not what they give the Mindthief herself)."""
    index = int(state["turn"]["character"])
    found = [add for _, add in active.bonuses(state, index, ("own_melee_attack",))]
    return consume.with_bonuses(ability, [{k: v for k, v in a.items() if k in attacks.ON_ABILITY} for a in found])
