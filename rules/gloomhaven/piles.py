"""Face-down piles of cards: monster ability decks and attack modifier decks.

A pile in the state is ``{"draw": [...], "discard": [...]}``. ``draw`` holds exactly the
cards of the draw pile: seeded, in order, top first; at the table (randomness "table"),
sorted, since the players know which cards are in it but not their order. So a draw at the
table is a decision of the chance seat among the distinct cards of ``draw``, and a view
shows only how many cards the pile holds.
"""

from __future__ import annotations

from typing import Any

from rules.core import State, chance

Card = Any  # an ability card id (int) or a modifier card type (str)


def new_pile(state: State, cards: list[Card]) -> dict[str, Any]:
    pile: dict[str, Any] = {"draw": sorted(cards), "discard": []}
    if not chance.is_table(state):
        chance.shuffle(state, pile["draw"])
    return pile


def draw(state: State, pile: dict[str, Any], kind: str, **data: Any) -> Any:
    """The top card, taken off the draw pile; at the table ``chance.PENDING`` after pushing
    the chance decision ``kind`` (its answer is then passed to ``take``)."""
    if not pile["draw"]:
        raise ValueError("draw from an empty pile")
    if chance.is_table(state):
        outcome = chance.pick(state, kind, sorted(set(pile["draw"])), **data)
        if outcome is chance.PENDING:
            return outcome
    return take(state, pile, pile["draw"][0])


def take(state: State, pile: dict[str, Any], card: Card) -> Card:
    """Take ``card`` off the draw pile (the top card, or the one the table named)."""
    pile["draw"].remove(card)
    return card


def reshuffle(state: State, pile: dict[str, Any]) -> None:
    """Shuffle the discard pile back into the draw pile."""
    pile["draw"] = sorted(pile["draw"] + pile["discard"])
    pile["discard"] = []
    if not chance.is_table(state):
        chance.shuffle(state, pile["draw"])


def shuffle_in(state: State, pile: dict[str, Any], card: Card) -> None:
    """Shuffle one more card into the draw pile (bless, curse): seeded, at a random place."""
    if chance.is_table(state):
        pile["draw"] = sorted([*pile["draw"], card])
        return
    place = chance.pick(state, "shuffle_in", list(range(len(pile["draw"]) + 1)))
    pile["draw"].insert(place, card)
