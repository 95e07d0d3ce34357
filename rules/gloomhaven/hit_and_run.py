"""A boss that strikes and rides off: the Dark Rider, #48 Shadow Weald (GG's notes on the scenario
book, p. 63). "The Dark Rider is not placed on the map at the start." "The Dark Rider is removed
from the map immediately after it performs any melee attack." "If the Dark Rider is not on the
map at the start of its turn, it appears on one of the marked hexes (or the closest unoccupied
hex) and then carries out its actions. It uses the marked hexes in the order a, b, c, d, e, f,
then a again, starting with a."

A ``hit_and_run`` setup rule names the monster type; its ``marked_hexes`` rule the hexes. Off the
map the monster is kept in ``tally.away`` (its hit points); its type still turns up an ability
card each round and takes its turn in the round's order (``rounds``), and a goal to kill it is
not met while it is away (``goals``). Our readings: off the map its conditions end, its hit
points stay; "the closest unoccupied hex" is the nearest with no figure, obstacle, trap or
hazardous terrain (ties in hex order), as for the Gloom's Teleport (``marked_hexes``); a melee
attack is one with no range that struck a target.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State

from . import content, decks, marked_hexes, scenario_rules

Rule = dict[str, Any]


def kinds(state: State) -> list[str]:
    """The monster types of the scenario's ``hit_and_run`` rules."""
    return [r["monster"] for r in scenario_rules.rules_of(state).get("setup", []) if r["type"] == "hit_and_run"]


def away(state: State) -> dict[str, int]:
    """The monster types off the map now, with their hit points."""
    return dict(state["tally"].get("away", {}))


def set_up(state: State, rule: Rule, events: Events) -> None:
    """ "Not placed on the map at the start": away, at full health."""
    kind = rule["monster"]
    state["monsters"] = [m for m in state["monsters"] if m["type"] != kind]
    hp = scenario_rules.monster_stats(state, kind, False)["hp"]
    state["tally"].setdefault("away", {})[kind] = int(hp)
    deck_id = content.monsters()[kind]["deck"]
    if deck_id not in state["monster_decks"]:
        state["monster_decks"][deck_id] = decks.new_deck(state, deck_id)


def appear(state: State, kind: str, events: Events) -> None:
    """Monster type ``kind``, away, appears on its next marked hex at the start of its turn."""
    from . import setup  # it sets the scenario up, whose goals read this module

    held = state["tally"].get("away", {})
    if kind not in held:
        return
    marked = marked_hexes.take_next(state, kind)
    target = None if marked is None else marked_hexes.landing(state, marked)
    if target is None:
        return  # no hex of the map to appear on: it stays away this round
    monster = setup.add_monster(state, kind, False, list(target))
    monster["hp"] = held.pop(kind)
    monster["standee"] = setup.free_standees(state, kind)[0]
    if not held:
        del state["tally"]["away"]
    events.append({"type": "monster_appeared", "monster": kind, "hex": list(target)})


def leaves_after(state: State, index: int, ability: dict[str, Any]) -> bool:
    """Monster ``index`` rides off after this attack: a ``hit_and_run`` monster's melee attack."""
    from .monster_attacks import attack_range  # it attacks, which this module's callers finish
    from .monster_requests import figure_stats

    if state["monsters"][index]["type"] not in kinds(state):
        return False
    return attack_range(figure_stats(state, ("monster", index)), ability) == 0


def leave(state: State, index: int, events: Events) -> None:
    """ "Removed from the map immediately after it performs any melee attack"."""
    monster = state["monsters"].pop(index)
    state["tally"].setdefault("away", {})[monster["type"]] = int(monster["hp"])
    events.append({"type": "monster_left", "monster": monster["type"], "hex": list(monster["hex"])})


def away_decks(state: State) -> set[str]:
    """The ability decks of the types away (they still turn up a card each round)."""
    return {content.monsters()[kind]["deck"] for kind in away(state)}
