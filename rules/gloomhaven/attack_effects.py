"""Attack effects of the level 2–9 cards (issue 13): targets in the same room, normal targets
killed instead of attacked, advantage from an active card."""

from __future__ import annotations

from typing import Any

from rules.core import Events, State, decisions

from . import active, conditionals, conditions, counters, kills, selectors
from .board import Hex, Map, key

Figure = tuple[str, int]
#: Inferno: "Target all enemies in the same room as you" (those in sight, not invisible).
IN_ROOM = "all_enemies_in_room"


def in_room(state: State, who: Figure, at: Hex) -> list[Hex]:
    """The enemies an attack on "all enemies in the same room" targets."""
    game_map = Map(state)
    return [
        h
        for h in selectors.figures(state, who, IN_ROOM, None)
        if game_map.sees(at, h) and "invisible" not in conditions.figure(state, game_map.figures[h])["conditions"]
    ]


def killed_instead(state: State, who: Figure, target: Figure, progress: dict[str, Any], events: Events) -> bool:
    """Black Hole: "Kill all normal enemies in the targeted area" — a normal monster target
    of an attack that kills is killed, not attacked (its XP per enemy targeted still counts).
    Disintegration Beam: a kill of elites too, of at most ``max_hp`` hit points, with no attack
    value: the targets it cannot kill are passed over."""
    ability = progress["ability"]
    if not ability.get("kill") or target[0] != "monster":
        return False
    monster = state["monsters"][target[1]]
    if (monster["elite"] and not ability.get("elite")) or monster["hp"] > ability.get("max_hp", monster["hp"]):
        return "value" not in ability and "x" not in ability
    _, xp, _ = conditionals.against(state, who, target, progress["ability"], 0, progress.setdefault("fired", []))
    if who[0] == "character":
        counters.raise_by(state["characters"][who[1]], "xp", xp)
    kills.kill(state, target, events)
    return True


def advantage(state: State, who: Figure, triggers: tuple[str, ...]) -> bool:
    """Flurry of Blades: "Gain advantage on all your attacks this round"."""
    if who[0] != "character":
        return False
    return any(add.get("advantage") for _, add in active.bonuses(state, who[1], triggers))


def triggers(state: State, index: int, own: tuple[str, ...]) -> tuple[str, ...]:
    """The active-bonus triggers of character ``index``'s attack: Psychic Projection, "All
    your ranged attacks gain the effects of your augments this round" (the Mindthief's
    bonuses on melee attacks are her augments)."""
    if "own_ranged_attack" in own and any(a.get("augments") for _, a in active.bonuses(state, index, own)):
        return (*own, "own_melee_attack")
    return own


def then(state: State, index: int, ability: dict[str, Any], events: Events) -> None:
    """An ability an active bonus adds to the character's attack, performed as the attack is
    made: on the character itself, or a choice of figure (a heal with a range)."""
    me = ("character", index)
    here = key(state["characters"][index]["hex"])
    if ability.get("who", "self") == "self":
        selectors.affect(state, me, ability, [here], events)
        return
    if selectors.figures(state, me, ability["who"], ability.get("range")):
        seat = state["characters"][index]["seat"]
        state["decisions"].append(decisions.single(selectors.CHOOSE, seat, character=index, ability=ability))
