"""Monster ability decks: shuffled at setup, one card turned up per round for each deck whose
monsters are on the map, reshuffled at the end of a round whose card shows the shuffle icon.

A deck in the state is a pile (``piles``) and the card turned up this round, ``shown``.
"""

from __future__ import annotations

from typing import Any

from rules.core import State, chance

from . import content, piles

DRAW_MONSTER_CARD = "draw_monster_card"


def new_deck(state: State, deck_id: str) -> dict[str, Any]:
    return {**piles.new_pile(state, [card["id"] for card in content.monster_decks()[deck_id]]), "shown": None}


def card(deck_id: str, card_id: int) -> dict[str, Any]:
    for found in content.monster_decks()[deck_id]:
        if found["id"] == card_id:
            return found
    raise KeyError(card_id)


def turn_up(state: State, deck_id: str) -> bool:
    """Turn up the deck's next card; False when the table must name it first (a chance
    decision ``draw_monster_card`` is then pending)."""
    deck = state["monster_decks"][deck_id]
    drawn = piles.draw(state, deck, DRAW_MONSTER_CARD, deck=deck_id)
    if drawn is chance.PENDING:
        return False
    deck["shown"] = drawn
    return True


def end_of_round(state: State) -> list[str]:
    """Discard every shown card; reshuffle each deck whose shown card has the shuffle icon
    (round summary, "End of round": "if the last card used in any deck shows the symbol,
    shuffle the discards back into the deck"). Returns the decks reshuffled."""
    reshuffled = []
    for deck_id, deck in sorted(state["monster_decks"].items()):
        shown = deck["shown"]
        if shown is None:
            continue
        deck["discard"].append(shown)
        deck["shown"] = None
        if card(deck_id, shown)["shuffle"]:
            piles.reshuffle(state, deck)
            reshuffled.append(deck_id)
    return reshuffled
