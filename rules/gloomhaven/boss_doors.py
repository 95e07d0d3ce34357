"""The Bandit Commander's Special 1, "Move to next door and reveal room" (scenario 2, Barrow
Lair).

Monsters never open doors: a closed door is an obstacle to them (``monsters.request``). This
action is the exception. The boss moves with its own Move value toward the nearest closed
door, as a monster moves (the walk entering the fewest traps and hazardous hexes, then the one
of fewest movement points; the other closed doors stay obstacles). If it enters the door's hex
the door opens, as when a character enters it (rulebook, "Revealing a Room"): the room behind
is revealed with its monsters, the new monster types draw an ability card, and "any monster
type that has a lower initiative value than the revealing [figure] ... must immediately act
out their turn" — right after the boss's turn (``rooms.schedule``).

Two doors equally near are taken in the scenario's order of doors; at the table the players
would choose (rulebook, "Ambiguity"): docs/gloomhaven.md, "Bosses".
"""

from __future__ import annotations

from rules.core import Events, State

from . import conditions, content, decks, monster_abilities, rooms, traps
from .board import Hex, Map, key
from .hexes import UNREACHABLE
from .movement import FLYING, NORMAL, Mover, Terrain
from .movement_rules import entered

Figure = tuple[str, int]


def move_to_door(state: State, index: int, events: Events) -> None:
    """Monster ``index`` moves toward the nearest closed door and opens it if it gets there."""
    who: Figure = ("monster", index)
    monster = state["monsters"][index]
    door = _nearest_door(state, who)
    if door is None or "immobilize" in monster["conditions"]:
        events.append({"type": "ability_skipped", "figure": list(who), "reason": "no_target"})
        return
    mover = _mover(state, who, door)
    board = mover.board
    path = _walk(mover, key(monster["hex"]), door, int(monster_abilities.stats(state, monster)["move"]))
    if len(path) < 2:
        return
    end = board.coords[path[-1]]
    monster["hex"] = list(end)
    state["monster_turn"]["queue"][0] = list(end)
    events.append({"type": "moved", "figure": list(who), "path": [list(board.coords[i]) for i in path]})
    game_map = Map(state)
    for i in mover.entered_negative(path):
        token = entered(game_map, board.coords[i])
        if token is not None:
            traps.spring(state, who, token, events)
        if monster_abilities.index_at(state, list(end)) is None:
            return  # slain on the way
    if end == door:
        _reveal(state, index, door, events)


def _nearest_door(state: State, who: Figure) -> Hex | None:
    """The closed door the boss can reach with the fewest traps entered, then movement points."""
    here = key(conditions.figure(state, who)["hex"])
    best: tuple[int, int, int, Hex] | None = None
    for n, door in enumerate(rooms.closed_doors(state)):
        mover = _mover(state, who, door)
        negative, points = mover.costs_from(mover.board.index[here])
        i = mover.board.index[door]
        if mover.can_end(i) and (best is None or (negative[i], points[i], n) < best[:3]):
            best = (negative[i], points[i], n, door)
    if best is None or best[1] == UNREACHABLE:
        return None
    return best[3]


def _mover(state: State, who: Figure, door: Hex) -> Mover:
    """How the boss moves: the other closed doors are obstacles, ``door`` is not."""
    game_map = Map(state)
    board = game_map.board
    here = key(conditions.figure(state, who)["hex"])
    closed = set(rooms.closed_doors(state)) - {door}
    tokens = [set(game_map.hexes_with(k)) for k in ("obstacle", "trap", "hazardous", "difficult")]
    tokens[0] |= closed
    terrain = Terrain(*(frozenset(board.index[h] for h in found if h in board.index) for found in tokens))
    mode = FLYING if conditions.flies(state, who) else NORMAL
    enemies = [board.index[h] for h in game_map.enemies_of("monster")]
    occupied = [board.index[h] for h in game_map.figures if h != here]
    return Mover(board, terrain, mode, enemies, occupied)


def _walk(mover: Mover, start: Hex, door: Hex, move: int) -> list[int]:
    """The part of the best walk to ``door`` that ``move`` movement points cover, ending where
    the boss may stand (no other figure there)."""
    board = mover.board
    walk = mover.walk(board.index[start], board.index[door]) or [board.index[start]]
    left, path = move, [walk[0]]
    for i in walk[1:]:
        cost = 1 if mover.mode == FLYING else mover.entering(i)[1]
        if cost > left:
            break
        left -= cost
        path.append(i)
    while len(path) > 1 and not mover.can_end(path[-1]):
        path.pop()
    return path


def _reveal(state: State, index: int, door: Hex, events: Events) -> None:
    """The boss opens ``door``; the new monster types that should have acted earlier this
    round act right after its turn, the others at their initiative."""
    revealed = rooms.open_door(state, door, index, events)
    deck_id = content.monsters()[state["monsters"][index]["type"]]["deck"]
    initiative = int(decks.card(deck_id, state["monster_decks"][deck_id]["shown"])["initiative"])
    if rooms.fill_in(state, events) and revealed:
        rooms.schedule(state, initiative, revealed)
