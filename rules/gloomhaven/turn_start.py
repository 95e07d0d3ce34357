"""Actions of active cards at the start of the character's turns: Lumbering Bash, "At the start
of your next five turns, perform a 'Heal 2, Range 2' action".

Each such card performs its action once at the start of each of the character's turns after
the one it is played in (its bonus is active from the moment it is played, when that turn has
begun), before the character plays a card or rests, marking a use; a stunned character
performs none ("cannot perform any abilities"). ``turn.opening`` lists the cards that have
acted this turn while their actions are under way.
"""

from __future__ import annotations

from rules.core import Events, State

from . import turn_end

TRIGGER = "start_of_turn"


def step(state: State, events: Events) -> bool:
    """Start the next card's action; False when every card has acted."""
    if turn_end.perform_next(state, TRIGGER, "opening", events):
        return True
    del state["turn"]["opening"]
    return False


def under_way(state: State) -> bool:
    """The start of the turn's actions are not all done."""
    return "opening" in state["turn"]
