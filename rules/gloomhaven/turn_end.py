"""Actions of active cards at the end of the character's turns: Auto Turret, "At the end of
your next five turns, perform an 'Attack 2, Range 5' action"; Gas Canister, "At the end of
your next four turns, one ally within Range 3 may Recover one of their discarded cards".

Each such card performs its action once at the end of each of the character's turns (the
turn it is played in too: its bonus is active from the moment it is played), marking a
use; a stunned or exhausted character performs none. ``turn.closed`` lists the cards that
have acted this turn.
"""

from __future__ import annotations

from rules.core import Events, State

from . import abilities, active

TRIGGER = "end_of_turn"


def step(state: State, events: Events) -> bool:
    """Start the next card's action; False when every card has acted."""
    return perform_next(state, TRIGGER, "closed", events)


def perform_next(state: State, trigger: str, listed: str, events: Events) -> bool:
    """Start the action of the next active card of the acting character with ``trigger`` not
    yet in the turn's ``listed`` cards (a use marked); False when every such card has acted."""
    turn = state["turn"]
    index = turn["character"]
    done = turn.setdefault(listed, [])
    for card, add in active.bonuses(state, index, (trigger,)):
        if card in done:
            continue
        done.append(card)
        active.use(state, index, [card], events)
        for ability in add.get("then", []):
            abilities.start(state, ability, events)
        return True
    return False
