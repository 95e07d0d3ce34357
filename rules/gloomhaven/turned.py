"""Enemies made to perform their turn for the characters (``turn_enemy``).

The cards: "Force one adjacent normal or elite enemy to perform its turn this round as if its
allies were enemies and its enemies were allies, with you controlling the actions. To
signify this, place one of your character tokens on this enemy for the round" (Long Con,
114); "Force one normal or elite enemy within Range 3 to perform its turn this round as if
its allies were enemies and its enemies were allies" (Hostile Takeover, 160); the same
"within Range 5 ... with you controlling the actions" (Domination, 172).

The enemy is chosen as for any one-figure ability (``choose_figure``) among the monsters the
card allows: not a boss ("bosses are not considered normal or elite monsters"). It bears the
character's token (``turned``: the character, and whether it steers) until the round ends.
It performs its own turn in its type's initiative order, with its type's ability card, its
own stats and the monsters' modifier deck; while it does, its sides are swapped
(``board.turned_now``): the other monsters are its enemies, the characters and their
summons its allies. Unsteered, the monster AI plays it (the players choose among tied
options as for any monster). Steered ("with you controlling the actions"), the card's
player chooses where it moves (``destinations``: the hexes it reaches by its own movement
and its card's Move, its path avoiding traps where it can, as a monster's) and then whom
it attacks (``target_groups``: Target X enemies in range and sight, every one of them when
fewer; an area attack's placement among the AI's), each a ``monster_option`` of the card
player's seat.

Our reading: an enemy whose turn has passed this round is still chosen and bears the token,
but has no turn left to perform: nothing happens. Every other figure's turn sees it on its
own side as before.
"""

from __future__ import annotations

import itertools
from typing import Any

from rules.core import Events, InvalidState, State

from . import bosses, conditions, content, monster_abilities, monster_attacks, monster_elements, monster_selectors
from .board import Hex, Map, key, side, turned_now
from .hexes import UNREACHABLE
from .hexes import board as make_board
from .movement import FLYING, JUMP, NORMAL, Mover, Terrain

Figure = tuple[str, int]
TURNED = "turned"
#: The "all" selectors of an attack: its targets are not chosen.
ALL_TARGETS = ("all_adjacent_enemies", "all_enemies_in_range")


def allowed(state: State, ability: dict[str, Any], hexes: list[Hex]) -> list[Hex]:
    """The hexes of ``hexes`` holding a normal (``elite``: or elite) monster, not a boss."""
    figures = Map(state).figures
    found = []
    for h in hexes:
        figure = figures.get(h)
        if figure is None or figure[0] != "monster":
            continue
        monster = state["monsters"][figure[1]]
        if bosses.normal_or_elite(monster) and (ability.get("elite") or not monster["elite"]):
            found.append(h)
    return found


def force(state: State, me: Figure, who: Figure, ability: dict[str, Any], events: Events) -> None:
    """Place the character's token on the enemy for the round."""
    controlled = bool(ability.get("controlled"))
    state["monsters"][who[1]][TURNED] = {"by": me[1], "controlled": controlled}
    events.append({"type": "enemy_turned", "character": me[1], "figure": list(who), "controlled": controlled})


def end_of_round(state: State) -> None:
    """The tokens come off: "for the round"."""
    for monster in state["monsters"]:
        monster.pop(TURNED, None)


def steering(state: State, who: Figure) -> int | None:
    """The character whose player steers the acting monster ``who`` ("with you controlling
    the actions"), if any."""
    if who[0] != "monster" or who[1] >= len(state["monsters"]) or not turned_now(state, who[1]):
        return None
    token = state["monsters"][who[1]][TURNED]
    return int(token["by"]) if token["controlled"] else None


# --- the steered monster's choices ---------------------------------------------------------
def options(state: State, who: Figure, move: dict[str, Any] | None, attack: dict[str, Any] | None) -> list[Any]:
    """The card player's options for the ability under way: where the monster moves (a
    move), or whom it attacks from where it stands (an attack with no move before it)."""
    here = list(state["monsters"][who[1]]["hex"])
    if move is not None:
        return [{"destination": list(h), "targets": []} for h in destinations(state, who, move)]
    return [{"destination": here, "targets": [list(t) for t in group]} for group in target_groups(state, who, attack)]


def destinations(state: State, who: Figure, move: dict[str, Any]) -> list[Hex]:
    """The hexes the monster may end its move on: within its Move by its own movement
    (flying, or jumping for a card's Jump), its path as a monster's (fewest traps first)."""
    monster = state["monsters"][who[1]]
    start = key(monster["hex"])
    value = int(monster_abilities.stats(state, monster)["move"]) + int(move.get("plus", 0))
    if "immobilize" in monster["conditions"] or value <= 0:
        return [start]
    game_map = Map(state)
    board = make_board(sorted(game_map.cells), game_map.walls)
    terrain = Terrain(
        *(
            frozenset(board.index[h] for h in game_map.hexes_with(k))
            for k in ("obstacle", "trap", "hazardous", "difficult")
        )
    )
    mode = FLYING if conditions.flies(state, who) else JUMP if move.get("jump") else NORMAL
    enemies = [board.index[h] for h in game_map.enemies_of(side(state, who))]
    occupied = [board.index[h] for h in game_map.figures if h != start]
    mover = Mover(board, terrain, mode, enemies, occupied)
    _, steps = mover.costs_from(board.index[start])
    return sorted(
        board.coords[i] for i, cost in enumerate(steps) if cost != UNREACHABLE and cost <= value and mover.can_end(i)
    )


def target_groups(state: State, who: Figure, attack: dict[str, Any] | None) -> list[tuple[Hex, ...]]:
    """The groups of enemies the monster may attack from where it stands: Target X of those
    in range and sight (all of them when fewer); one for "one enemy with all attacks"; none
    to choose for an attack on all enemies (``monsters``' attack finds them)."""
    if attack is None:
        return []
    monster = state["monsters"][who[1]]
    base = monster_abilities.stats(state, monster)
    planned = monster_attacks.planned(base, attack, monster_elements.bonus(state, attack)) or attack
    reach = max(1, monster_attacks.attack_range(base, planned))
    if planned.get("targets") == "all_adjacent_enemies":
        reach = 1
    found = monster_selectors.enemies(state, key(monster["hex"]), reach, True)
    if planned.get("targets") in ALL_TARGETS:
        return [tuple(found)]
    count = (
        1 if planned.get("targets") == "one_enemy_all_attacks" else int(planned.get("target", base.get("target", 1)))
    )
    return list(itertools.combinations(found, min(count, len(found))))


# --- the state ----------------------------------------------------------------------------
def check_state(state: State) -> None:
    """A token lies on a normal or elite monster during the round's turns, at most one per
    character, whose class has a card that turns an enemy so (steered or not)."""
    seen: set[int] = set()
    for i, monster in enumerate(state["monsters"]):
        token = monster.get(TURNED)
        if token is None:
            continue
        by = token["by"]
        ok = state["phase"] == "turns" and by < len(state["characters"]) and by not in seen
        if not ok or not bosses.normal_or_elite(monster) or token["controlled"] not in _kinds(state, by):
            raise InvalidState(f"state.monsters[{i}].turned: a character's token from a card of its class, this round")
        seen.add(by)


def _kinds(state: State, by: int) -> set[bool]:
    """Whether the character's class turns enemies steered (True), unsteered (False)."""
    cards = content.character_class(state["characters"][by]["class"])["cards"]
    halves = [card[h] for card in cards for h in ("top", "bottom")]
    return {bool(a.get("controlled")) for half in halves for a in half["abilities"] if a["type"] == "turn_enemy"}
