"""Bosses and their special actions (rulebook, "Bosses").

"All bosses have their own stat card but act using a universal 'Boss' ability card deck. Note
that bosses are not considered normal or elite monsters. Bosses perform special actions on
their turn that are summarized on their stat card. Explanations for more complicated abilities
can be found in the Scenario Book. ... bosses are immune to certain negative conditions."

A Boss card's "Special 1" or "Special 2" (``boss_special``) stands for that special of the
boss's stat card at the monster level (``specials`` in ``agpl/bosses.json``): ``card`` puts its
abilities in the card's place, so the monster turn (``monsters.py``) plays them in written
order as any card's; a summon of monsters that depend on the number of characters becomes one
summon per monster. The stat card's "3+X" (Dark Rider: "X = Hexes moved") and "V" (Merciless
Overseer: "V = Number of Scouts present") are added to each attack of the card there. The
actions only bosses have are played by ``perform`` (the door of the Bandit Commander by
``boss_doors``); those the scenario book defines and the engine does not play yet are
``scenario_rule`` abilities, performed as nothing (docs/gloomhaven.md, "Bosses").
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State

from . import boss_doors, conditions, content, elements, rooms
from .board import Map
from .effects import ELEMENTS

#: The boss actions ``perform`` plays (``monster_abilities.perform`` hands them over), besides
#: the heals and round bonuses of "all allies".
KINDS = ("jump_to_door", "act_again", "consume_for", "scenario_rule")
#: "V = Number of Scouts present"
SCOUT = "vermling-scout"


def normal_or_elite(monster: dict[str, Any]) -> bool:
    """Whether an ability on "normal or elite" enemies may affect the monster: "bosses are not
    considered normal or elite monsters" (a named monster, with an ordinary monster's deck,
    is)."""
    return content.monsters()[monster["type"]].get("boss") != "boss"


# --- the card a boss performs -------------------------------------------------------------
def card(state: State, kind: str, found: dict[str, Any]) -> dict[str, Any]:
    """The ability card ``found`` of monster type ``kind`` as the type performs it: a boss's
    Special 1 or 2 replaced by its abilities, and the stat card's X or V on its attacks."""
    if not content.is_boss(kind):
        return found
    stats = content.monsters()[kind]["levels"][state["levels"]["monster"]]
    specials = stats.get("specials", [[], []])
    abilities: list[dict[str, Any]] = []
    for ability in found["abilities"]:
        for one in specials[ability["special"] - 1] if ability["type"] == "boss_special" else [ability]:
            abilities += summons(state, one)
    extra = attack_plus(state, stats.get("attack_plus"))
    if extra:
        abilities = [{**a, "plus": a.get("plus", 0) + extra} if a["type"] == "attack" else a for a in abilities]
    return {**found, "abilities": abilities}


def summons(state: State, ability: dict[str, Any]) -> list[dict[str, Any]]:
    """A summon whose monsters depend on the number of characters (``ranks``: "2 normal Living
    Bones for 2 characters, 1 normal and 1 elite for 3, 2 elite for 4") as one summon per
    monster, each placed in turn; any other ability as it is."""
    if "ranks" not in ability:
        return [ability]
    ranks = ability["ranks"][min(max(len(state["characters"]), 2), 4) - 2]
    plain = {k: v for k, v in ability.items() if k != "ranks"}
    return [{**plain, "elite": rank == "elite"} for rank in ranks]


def attack_plus(state: State, name: str | None) -> int:
    """What a boss's stat card adds to its attack now: the hexes it moved this turn (the
    monster turn's ``moved``), or the Vermling Scouts on the map."""
    if name == "hexes_moved":
        return int((state["monster_turn"] or {}).get("moved", 0))
    if name == "scouts_present":
        return sum(1 for m in state["monsters"] if m["type"] == SCOUT)
    return 0


# --- the boss actions ---------------------------------------------------------------------
def performs(ability: dict[str, Any]) -> bool:
    """``ability`` is a boss action ``perform`` plays: one of ``KINDS``, or a heal or round
    bonus of "all allies" (Captain of the Guard: "Heal 2, Affect self and all allies", "All
    allies add +1 Attack to all attacks this round")."""
    return ability["type"] in KINDS or (ability["type"] in ("heal", "bonus") and ability.get("who") == "all_allies")


def perform(state: State, index: int, ability: dict[str, Any], events: Events) -> None:
    """Monster ``index`` performs the boss action ``ability``."""
    kind = ability["type"]
    if kind == "jump_to_door":
        boss_doors.jump_to_door(state, index, events)
    elif kind == "act_again":
        _act_again(state, ability["monster"])
    elif kind == "consume_for":
        _consume_for(state, ability, events)
    elif kind == "bonus":
        _bonus_to_allies(state, index, ability)
    elif kind == "heal":
        for ally in _allies(state, index):
            conditions.heal(state, ally, int(ability["value"]), events)
    elif kind == "scenario_rule":
        from . import eggs, fear, marked_hexes, mind_control, perches, thrones  # they summon and move

        actions = {
            **eggs.ACTIONS,
            **fear.ACTIONS,
            **mind_control.ACTIONS,
            **marked_hexes.ACTIONS,
            **thrones.ACTIONS,
            **perches.ACTIONS,
        }
        action = actions.get(ability["rule"])
        if action is not None:  # the others: not performed yet (docs/gloomhaven.md, "Bosses")
            action(state, index, ability, events)


def _allies(state: State, index: int) -> list[tuple[str, int]]:
    """Every other monster on the map ("all allies": no range, so no line of sight needed)."""
    return sorted(f for f in Map(state).figures.values() if f[0] == "monster" and f[1] != index)


def _bonus_to_allies(state: State, index: int, ability: dict[str, Any]) -> None:
    """Captain of the Guard: "All allies add +1 Attack to all attacks this round" — a round
    bonus on each other monster (the bonuses a monster's attacks add, ``monsters._next_hit``)."""
    value = int(ability["add"].get("attack", 0))
    for _, ally in _allies(state, index):
        state["monsters"][ally].setdefault("bonuses", []).append({"attack": value, "range": 1})


def _act_again(state: State, kind: str) -> None:
    """Merciless Overseer, "All Scouts act again": "all Vermling Scouts immediately take an extra
    turn, using the ability card drawn for them this round" (GG's notes on #9), right after this
    one, whether their own turn has passed or is still to come (then they act again at it). The
    extra turn is marked ``again`` in the order; one a round."""
    deck = state["monster_decks"].get(content.monsters()[kind]["deck"])
    turn = {"monster": kind, "again": True}
    listed = any(turn in group for group in state["order"])
    if deck is None or deck["shown"] is None or listed or kind not in rooms.acting_types(state):
        return
    state["order"].insert(1, [turn])


def _consume_for(state: State, ability: dict[str, Any], events: Events) -> None:
    """The Colorless: "Dark (consume): Summon Night Demon". The elements are consumed if they
    can be (Strong or Waning) and the next abilities performed; otherwise those are passed
    over. As for a card's element bonus, the first monster of the type consumes and the
    others benefit."""
    turn = state["monster_turn"]
    consumed = turn.setdefault("consumed", [])
    mark = 10 * turn["step"]
    if mark in consumed:
        return
    wanted = [e for e in ability["elements"] if e in ELEMENTS]
    if all(elements.available(state, e) for e in wanted):
        for element in wanted:
            elements.consume(state, element, events)
        consumed.append(mark)
        return
    turn["step"] += int(ability["abilities"])
