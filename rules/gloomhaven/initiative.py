"""Initiative: who acts when in a round.

Rulebook, "Determining Initiative": "Whoever has the lowest initiative value takes their turn
first ... If there is ever a tie in initiative between players, consult the non-leading card
of each player to break the tie. (If there is still a tie, players should decide among
themselves who goes first.) If there is a tie between a player and a monster type, the
player goes first. If there is a tie between two monster types, the players decide which
goes first." A long rest has initiative 99 (round summary, "Long rest").

A turn in the order is ``{"character": i}`` or ``{"monster": type}``. Entries the rules
cannot order form a *tie group*; the players' choice is a decision (``break_tie``) of the
lowest seat among the tied characters, or, for monster types, of the lowest seat still
playing (docs/protocol.md, "The players decide").
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby
from typing import Any

LONG_REST = 99

Turn = dict[str, Any]


def character_key(played: dict[str, Any], cards: dict[int, dict[str, Any]]) -> tuple[int, int, int]:
    """(initiative, 0: before monsters, second card's initiative) of a character's play."""
    if played.get("rest"):
        return (LONG_REST, 0, LONG_REST)
    lead, second = played["cards"]
    return (cards[lead]["initiative"], 0, cards[second]["initiative"])


def order(
    characters: list[tuple[int, tuple[int, int, int]]],
    monsters: list[tuple[str, int]],
    escorts: Sequence[tuple[str, int]] = (),
) -> list[list[Turn]]:
    """The round's turns as a list of groups in initiative order; a group of more than one
    turn is a tie that the players decide. ``characters``: (index, key); ``monsters``:
    (type, initiative of its ability card); ``escorts``: (name, initiative), each after the
    characters and monster types of its initiative, in list order."""
    keyed: list[tuple[tuple[int, int, int], Turn]] = [(key, {"character": i}) for i, key in characters]
    keyed += [((initiative, 1, 0), {"monster": kind}) for kind, initiative in monsters]
    keyed += [((initiative, 2, k), {"escort": name}) for k, (name, initiative) in enumerate(escorts)]
    keyed.sort(key=lambda item: (item[0], sorted(item[1].items())))
    return [[turn for _, turn in group] for _, group in groupby(keyed, key=lambda item: item[0])]


def tie_owner(state: dict[str, Any], group: list[Turn]) -> int:
    """Who decides a tie (of initiative, or among the monster AI's options): the lowest seat
    among the tied characters; for monsters, the lowest seat with a character still playing
    (the lowest seat once every character is exhausted: the round still ends)."""
    tied = [int(state["characters"][t["character"]]["seat"]) for t in group if "character" in t]
    if tied:
        return min(tied)
    playing = [int(c["seat"]) for c in state["characters"] if not c["exhausted"]]
    return min(playing or [int(c["seat"]) for c in state["characters"]])
