"""Carrying the game on after each answered decision.

Work in progress lives in the state (``attack``, ``turn``, ``order``); decisions are frames
on the stack. After an action's handler has applied the answer, ``resume`` runs whatever can
run without a decision: the rest of an attack, the rest of a card half, the next turn of the
round, the end of the round. It stops at the next decision.
"""

from __future__ import annotations

from rules.core import Events, State

from . import attacks, monsters, on_death, presence, rounds, turn


def resume(state: State, events: Events) -> None:
    _carry_on(state, events)
    presence.note(state)  # losses "at any time" (#90)


def _carry_on(state: State, events: Events) -> None:
    while not state["decisions"] and state["phase"] == "turns":
        if state["attack"]:
            if not attacks.proceed(state, events):
                return
        elif state["dying"]:
            on_death.proceed(state, events)
        elif state["turn"]:
            turn.proceed(state, events)
        elif state["monster_turn"]:
            monsters.proceed(state, events)
        elif state["acting"]:
            rounds.turn_done(state, events)
        else:
            rounds.next_turn(state, events)
