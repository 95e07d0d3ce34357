"""The Betrayer's "Mind Control" (#79, Special 2; GG's notes on the scenario book, p. 100–101):
"all characters and character summons are forced to move to the closest hex adjacent to the
Betrayer; the character who will play two cards latest in the turn order is mind controlled
for this round (treats enemies as allies and allies as enemies): on their turn they perform
'Move 2' and then the top action of their leading-initiative card, after which both played
cards are discarded even if they would normally be lost. All summons owned by that character
are also mind controlled and perform their normal actions."

Each character still playing, its summons just before it, in the order of the round's
initiatives, is put on the empty hex beside the Betrayer its walk reaches soonest (around
obstacles and the monsters, through its allies, around traps and hazardous terrain where it
can; ties in hex order); one beside it already, or with no such hex, stays (our reading: it is
placed there, entering nothing on the way). The character whose turn comes last this round,
of those that played two cards, bears ``mind_controlled`` until the round ends. On its turn
it plays the bottom of its second card as a basic Move 2, then the top of its leading card; a
card it would lose goes to the discard pile instead (one that would stay active, a summon's,
stays active: our reading). While it acts, and while its summons act, its side is the
monsters' (``board.side``). Its player still chooses for it.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State

from . import escorts
from .board import Hex, Map, key

#: The character's mark for the round.
MEMBER = "mind_controlled"


def mind_control(state: State, index: int, ability: dict[str, Any], events: Events) -> None:
    """Monster ``index`` (the Betrayer) draws everyone beside it and controls the last to act."""
    from .turn import initiative_of  # the round's turns, which the monsters' turns are part of

    boss = key(state["monsters"][index]["hex"])
    playing = [i for i, c in enumerate(state["characters"]) if not c["exhausted"] and c["hex"] is not None]
    for owner in sorted(playing, key=lambda i: (initiative_of(state, i), i)):
        for figure in [*(s for s in state["summons"] if s["owner"] == owner), state["characters"][owner]]:
            _draw_near(state, figure, boss, events)
    waiting = [t["character"] for group in state["order"][1:] for t in group if "character" in t]
    latest = [i for i in waiting if i in playing and "cards" in (state["characters"][i]["played"] or {})]
    if latest:
        victim = max(latest, key=lambda i: (initiative_of(state, i), waiting.index(i)))
        state["characters"][victim][MEMBER] = True
        events.append({"type": "mind_controlled", "character": victim})


def _draw_near(state: State, figure: dict[str, Any], boss: Hex, events: Events) -> None:
    game_map = Map(state)
    here = key(figure["hex"])
    beside = [h for h in game_map.neighbours(boss) if h not in game_map.figures and not game_map.has(h, "obstacle")]
    if here in game_map.neighbours(boss) or not beside:
        return
    board = game_map.board
    enemies = {h for h, f in game_map.figures.items() if f[0] == "monster"}
    blocked = set(game_map.hexes_with("obstacle")) | enemies
    harmful = set(game_map.hexes_with("trap")) | set(game_map.hexes_with("hazardous"))
    steps = escorts.distances(board, [here], blocked | harmful)
    if not any(h in steps for h in beside):
        steps = escorts.distances(board, [here], blocked)
    reached = [h for h in beside if h in steps]
    if not reached:
        return
    to = min(reached, key=lambda h: (steps[h], h))
    kind = "summon" if "owner" in figure else "character"
    index = next(i for i, f in enumerate(state[kind + "s"]) if f is figure)
    figure["hex"] = list(to)
    events.append({"type": "moved", "figure": [kind, index], "to": list(to)})


def allowed(state: State, character: dict[str, Any], options: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The halves a mind-controlled character may play now: the bottom of its second card as
    a basic Move 2, then the top of its leading card."""
    if not character.get(MEMBER):
        return options
    leading, second = character["played"]["cards"][:2]
    first = {"card": second, "half": "bottom", "basic": True}
    then = {"card": leading, "half": "top", "basic": False}
    wanted = first if first in options else then
    return [o for o in options if o == wanted] or [o for o in options if o["card"] == leading and o["half"] == "top"]


def end_of_round(state: State) -> None:
    for character in state["characters"]:
        character.pop(MEMBER, None)


#: The boss's scenario rules this module performs (``bosses.perform``).
ACTIONS = {"mind_control": mind_control}
