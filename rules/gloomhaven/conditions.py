"""Conditions and how long they last (round summary, "Condizioni").

Poison, wound, curse and bless stay until removed (heal removes poison and wound; curse and
bless are cards in a modifier deck, so they are not kept here). Immobilize, disarm, stun,
muddle, invisible and strengthen are removed "at the end of its next turn": at the end of the
figure's first turn that started with the condition on it. A figure's ``fresh`` list holds
the conditions it gained during its own current turn; those last one turn more.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State

from . import boons, content, effects, modifiers, objectives
from .board import LISTS

EXPIRING = ("immobilize", "disarm", "stun", "muddle", "invisible", "strengthen")
#: Kept with the figure (curse and bless go into the modifier deck instead).
KEPT = ("poison", "wound", *EXPIRING)

Figure = tuple[str, int]


def figure(state: State, who: Figure) -> dict[str, Any]:
    found: dict[str, Any] = state[LISTS[who[0]]][who[1]]
    return found


def on_map(state: State, who: Any) -> bool:
    """``who`` names a figure of the state that is on the map (not an exhausted character)."""
    kind, index = who
    listed = state[LISTS[kind]] if kind in LISTS else []
    return isinstance(index, int) and 0 <= index < len(listed) and not listed[index].get("exhausted")


def flies(state: State, who: Figure) -> bool:
    """``who`` is a flying monster (characters and summons do not fly)."""
    return who[0] == "monster" and bool(content.monsters()[state["monsters"][who[1]]["type"]]["flying"])


def acting(state: State, who: Figure) -> bool:
    """``who`` is taking its turn now (a character's, or a monster's or summon's in its
    type's or summoner's turn)."""
    if state["turn"] is not None:
        return who[0] == "character" and state["turn"]["character"] == who[1]
    turn = state["monster_turn"]
    if turn is None or not turn["queue"]:
        return False
    kind = "summon" if "summoner" in turn else "escort" if "escort" in turn else "monster"
    return who[0] == kind and state[LISTS[kind]][who[1]]["hex"] == turn["queue"][0]


def give(state: State, who: Figure, names: list[str], events: Events) -> list[str]:
    """Put conditions on a figure (one token of a kind at most); the ones added. Bless and
    curse are shuffled into the figure's modifier deck instead (``modifiers.shuffle_in``).
    Gained during the figure's own turn (by its own ability, a trap it enters, a retaliation
    it suffers), a condition is ``fresh``: "at the end of its next turn" is the turn after."""
    target = figure(state, who)
    names = [n for n in names if n not in immune(state, who)]
    for card in [n for n in names if n in modifiers.SHUFFLED_IN]:
        modifiers.shuffle_in(state, who, card, events)
    added = [n for n in names if n in KEPT and n not in target["conditions"]]
    own_turn = acting(state, who)
    for name in added:
        target["conditions"].append(name)
        if own_turn:
            target.setdefault("fresh", []).append(name)
    if added:
        target["conditions"].sort()
        events.append({"type": "conditions_added", "figure": list(who), "conditions": added})
    return added


def immune(state: State, who: Figure) -> list[str]:
    """The conditions a monster's stat card makes it immune to (every boss's, some monsters'),
    and every condition for an objective: it is never given them."""
    if who[0] == "objective":
        return [*effects.CONDITIONS]
    if who[0] == "escort":  # no modifier deck to shuffle them into; #68's tree takes none
        return [*effects.CONDITIONS] if objectives.only_heal(state, who) else list(modifiers.SHUFFLED_IN)
    if who[0] == "character":  # "gains ... immunity to POISON" (#87)
        return boons.immune(state, who[1])
    if who[0] != "monster":
        return []
    monster = state["monsters"][who[1]]
    stats = content.monster_stats(
        monster["type"], state["levels"]["monster"], monster["elite"], len(state["characters"])
    )
    return list(stats.get("immune", []))


def start_of_turn(state: State, who: Figure) -> None:
    """A turn starts: nothing gained yet during it."""
    figure(state, who)["fresh"] = []


def end_of_turn(state: State, who: Figure, events: Events) -> None:
    target = figure(state, who)
    fresh = set(target.pop("fresh", []))
    gone = [n for n in target["conditions"] if n in EXPIRING and n not in fresh]
    if gone:
        target["conditions"] = [n for n in target["conditions"] if n not in gone]
        events.append({"type": "conditions_removed", "figure": list(who), "conditions": gone})


def heal(state: State, who: Figure, value: int, events: Events) -> int:
    """Heal: poison is removed and the heal has no other effect; wound is removed and the heal
    goes on; never above the maximum. The HP gained. A figure that "cannot be healed" gains
    nothing and keeps its conditions."""
    target = figure(state, who)
    if not objectives.healable(state, who):
        events.append({"type": "healed", "figure": list(who), "hp": 0, "removed": []})
        return 0
    poisoned = "poison" in target["conditions"]
    removed = [n for n in ("poison", "wound") if n in target["conditions"]]
    target["conditions"] = [n for n in target["conditions"] if n not in removed]
    gained = 0 if poisoned else min(value, target["max_hp"] - target["hp"])
    target["hp"] += gained
    events.append({"type": "healed", "figure": list(who), "hp": gained, "removed": removed})
    return gained
